import * as Phaser from 'phaser';
import type { PlaneItem, PlaneSessionStart } from '@learnstar/shared';
import { FIELD_HEIGHT, FIELD_WIDTH, textStyle } from '../canvas-text';
import type { GameContext, TestTarget } from '../game-module';
import { drawPlaneTextures, skinOf } from './plane-art';
import { NO_LOCK, isPinyinKey, pressKey, type LockState } from './pinyin-lock';
import { EMPTY_SKY_GAP_MS, waveOf } from './waves';

interface EnemyPlane {
  item: PlaneItem;
  body: Phaser.GameObjects.Container;
  typed: Phaser.GameObjects.Text;
  /** Pixels per millisecond. */
  speed: number;
}

const GROUND_Y = FIELD_HEIGHT - 70;
const JET_Y = FIELD_HEIGHT - 48;
/** Planes enter with their nose just above the sky; one counts as seen once its body is in view. */
const ENTRY_Y = -20;
const VISIBLE_FROM_Y = 10;

/**
 * The plane battle's play field. Planes carry the session's words in item order and fall towards
 * the ground; typing a plane's pinyin (or tapping it and picking its pinyin) shoots it down. The
 * scene logs each answer through the context and tells the chrome what happened over the bridge;
 * it never scores — the server does.
 */
export class PlaneScene extends Phaser.Scene {
  private planes: EnemyPlane[] = [];
  private nextItem = 0;
  private sinceSpawn = 0;
  private lock: LockState = NO_LOCK;
  private lives: number;
  private dealtWith = 0;
  private over = false;
  private jet!: Phaser.GameObjects.Image;

  constructor(
    private readonly session: PlaneSessionStart,
    private readonly context: GameContext,
  ) {
    super('plane');
    this.lives = session.lives;
  }

  create(): void {
    drawPlaneTextures(this, skinOf(this.context.cosmetic));
    for (let i = 0; i < 4; i++) this.add.image(120 + i * 240, 70 + (i % 2) * 90, 'cloud').setAlpha(0.8);
    this.add.rectangle(FIELD_WIDTH / 2, FIELD_HEIGHT - 10, FIELD_WIDTH, 20, 0x7cc576);
    this.jet = this.add.image(FIELD_WIDTH / 2, JET_Y, 'jet');
    this.input.keyboard?.on('keydown', this.onKey, this);
    const { bridge } = this.context;
    bridge.on('pick', ({ itemId, index }) => this.onPick(itemId, index));
    bridge.emit('progress', { done: 0, total: this.session.items.length });
    bridge.emit('ready');
  }

  override update(_time: number, delta: number): void {
    if (this.over) return;
    this.sinceSpawn += delta;
    const plan = waveOf(this.nextItem);
    const gap = this.planes.length === 0 ? EMPTY_SKY_GAP_MS : plan.gapMs;
    if (this.nextItem < this.session.items.length && this.planes.length < plan.maxInSky && this.sinceSpawn >= gap) this.spawn(plan.fallMs);
    for (const plane of [...this.planes]) {
      plane.body.y += plane.speed * delta;
      if (plane.body.y >= GROUND_Y) this.crash(plane);
    }
  }

  /** Planes a pupil can see (fully in the sky) with their screen positions, for the test hook. */
  targets(): TestTarget[] {
    const canvas = this.game.canvas.getBoundingClientRect();
    const scale = canvas.width / FIELD_WIDTH;
    return this.planes.filter(({ body }) => body.y > VISIBLE_FROM_Y).map(({ item, body }) => ({
      itemId: item.id,
      word: item.word,
      answer: item.answer,
      options: item.optionAnswers,
      x: canvas.left + body.x * scale,
      y: canvas.top + body.y * scale,
    }));
  }

  private spawn(fallMs: number): void {
    const item = this.session.items[this.nextItem++];
    this.sinceSpawn = 0;
    const x = 90 + ((this.nextItem * 277) % (FIELD_WIDTH - 180));
    const plane = this.add.image(0, 0, 'enemy');
    const word = this.add.text(0, 40, item.word, textStyle(30, '#1d2433', { fontStyle: 'bold', backgroundColor: '#ffffffcc', padding: { x: 8, y: 2 } })).setOrigin(0.5, 0);
    const typed = this.add.text(0, 84, '', textStyle(18, '#1f4e9c', { fontStyle: 'bold' })).setOrigin(0.5, 0);
    const body = this.add.container(x, ENTRY_Y, [plane, word, typed]);
    // The plane and its word are the tap targets (a container's own hit area is offset in Phaser).
    for (const part of [plane, word]) part.setInteractive({ useHandCursor: true }).on('pointerdown', () => this.choose(item));
    this.planes.push({ item, body, typed, speed: (GROUND_Y - ENTRY_Y) / fallMs });
  }

  private onKey(event: KeyboardEvent): void {
    if (this.over || !this.scene.isActive() || !isPinyinKey(event.key.toLowerCase())) return;
    const outcome = pressKey(this.lock, event.key, this.planes.map((p) => ({ itemId: p.item.id, answer: p.item.answer, y: p.body.y })));
    this.lock = outcome.state;
    for (const plane of this.planes) plane.typed.setText(plane.item.id === this.lock.itemId ? this.lock.typed : '');
    if (outcome.kind === 'locked') this.context.sound.play('lock');
    if (outcome.kind === 'broken' || outcome.kind === 'noTarget') this.context.sound.play('wrong');
    if (outcome.kind === 'broken') this.shake(outcome.itemId);
    if (outcome.kind === 'complete') this.answer(outcome.itemId, outcome.input);
  }

  private choose(item: PlaneItem): void {
    if (this.over) return;
    this.context.bridge.emit('choosing', { itemId: item.id, options: item.options });
  }

  private onPick(itemId: string, index: number): void {
    const plane = this.planes.find((p) => p.item.id === itemId);
    this.context.bridge.emit('choosing', null);
    if (plane && !this.over) this.answer(itemId, plane.item.optionAnswers[index] ?? '');
  }

  /** One answer per plane: right shoots it down, a wrong pick lets it fly away. */
  private answer(itemId: string, input: string): void {
    const plane = this.planes.find((p) => p.item.id === itemId);
    if (!plane) return;
    this.context.record(itemId, input);
    const correct = input === plane.item.answer;
    const { word, pinyin, meaning } = plane.item;
    this.context.bridge.emit('answered', { itemId, correct, word, pinyin, meaning });
    this.remove(plane);
    if (correct) this.shoot(plane);
    else this.flyAway(plane);
  }

  private shoot(plane: EnemyPlane): void {
    this.context.sound.play('fire');
    const bullet = this.add.image(this.jet.x, JET_Y - 40, 'bullet');
    this.tweens.add({
      targets: bullet,
      x: plane.body.x,
      y: plane.body.y,
      duration: 160,
      onComplete: () => {
        bullet.destroy();
        this.context.sound.play('hit');
        this.tweens.add({ targets: plane.body, scale: 1.4, alpha: 0, duration: 250, onComplete: () => plane.body.destroy() });
      },
    });
  }

  private flyAway(plane: EnemyPlane): void {
    this.context.sound.play('wrong');
    this.tweens.add({ targets: plane.body, y: -120, alpha: 0.3, duration: 600, onComplete: () => plane.body.destroy() });
  }

  private crash(plane: EnemyPlane): void {
    this.remove(plane);
    plane.body.destroy();
    this.lives -= 1;
    this.context.sound.play('lifeLost');
    this.cameras.main.shake(200, 0.01);
    this.context.bridge.emit('lifeLost', { lives: this.lives });
    if (this.lives <= 0) this.end('lost');
  }

  private shake(itemId: string): void {
    const plane = this.planes.find((p) => p.item.id === itemId);
    if (plane) this.tweens.add({ targets: plane.body, x: plane.body.x + 8, duration: 50, yoyo: true, repeat: 2 });
  }

  private remove(plane: EnemyPlane): void {
    this.planes = this.planes.filter((p) => p !== plane);
    if (this.lock.itemId === plane.item.id) this.lock = NO_LOCK;
    this.dealtWith += 1;
    this.context.bridge.emit('progress', { done: this.dealtWith, total: this.session.items.length });
    if (this.dealtWith === this.session.items.length && this.lives > 0) this.time.delayedCall(600, () => this.end('finished'));
  }

  private end(reason: 'finished' | 'lost'): void {
    if (this.over) return;
    this.over = true;
    this.context.sound.play(reason === 'finished' ? 'win' : 'lose');
    this.context.bridge.emit('ended', { reason });
  }
}
