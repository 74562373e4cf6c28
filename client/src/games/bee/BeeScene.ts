import * as Phaser from 'phaser';
import { BEE_MAX_TRIES_PER_ITEM, MIN_PICK_MS, type BeeItem, type BeeSessionStart } from '@learnstar/shared';
import { FIELD_WIDTH } from '../canvas-text';
import type { GameContext, PagePoint, TestTarget } from '../game-module';
import { JAR, drawBeeTextures, drawJar, drawMeadow, makeBee } from './bee-art';
import { growFlower, wiltFlower, type Flower } from './flower';
import { layoutMeadow } from './meadow';
import { buzzBackTo, flightMs, flowerTapped, flowerUnder, pickWaitMs, steer } from './steering';

/** A good 60 s round gathers about this many right flowers: the jar is full then. */
const JAR_FULL_AT = 12;
/** The nectar's flight to the jar, then the next meadow grows. */
const NEXT_MEADOW_MS = 650;
/** The bee buzzes back from a wrong flower this long; no steering meanwhile. */
const BUZZ_BACK_MS = 380;
/** After the last wrong try, the right flower is shown this long before the next prompt. */
const REVEAL_MS = 1_100;
/** Longest frame counted: after a stall the bee moves on, it does not jump across the meadow. */
const MAX_FRAME_MS = 200;
/** A slow frame is flown in steps this long, so the bee lands on a flower it passes rather than skipping it. */
const STEP_MS = 30;

type SteerKeys = Record<'up' | 'down' | 'left' | 'right' | 'w' | 'a' | 's' | 'd', Phaser.Input.Keyboard.Key>;

/**
 * The bee game's meadow. Each prompt grows its flowers; the pupil steers the bee (keys) or taps a
 * flower (the bee flies there), and landing on a flower picks it. The scene logs each pick
 * through the context and never scores — the server does. A flower counts only once the server's
 * minimum time since the previous pick has passed: a bee arriving sooner hovers until then.
 */
export class BeeScene extends Phaser.Scene {
  private index = 0;
  private flowers: Flower[] = [];
  private tries = 0;
  private gathered = 0;
  private elapsedMs = 0;
  private shownSecond = -1;
  private over = false;
  /** Between meadows or buzzing back: no steering and no picks. */
  private busy = true;
  /** The flower the bee sat on when the meadow grew: not picked until the bee leaves it (or Enter/Space). */
  private resting = -1;
  /** After a right pick the keys must be let go before the bee steers again: a key still held from the last flower must not fly it into the next meadow. */
  private keysHeldFromLastMeadow = false;
  private lastAnswer: { itemId: string; at: number } | undefined;
  private startedAt = 0;
  private flight: Phaser.Tweens.Tween | null = null;
  private bee!: Phaser.GameObjects.Container;
  private jar!: Phaser.GameObjects.Graphics;
  private keys!: SteerKeys;

  constructor(
    private readonly session: BeeSessionStart,
    private readonly context: GameContext,
  ) {
    super('bee');
  }

  create(): void {
    drawBeeTextures(this);
    drawMeadow(this);
    this.jar = this.add.graphics();
    drawJar(this.jar, 0);
    this.bee = makeBee(this);
    const keyboard = this.input.keyboard!;
    this.keys = keyboard.addKeys({ up: 'UP', down: 'DOWN', left: 'LEFT', right: 'RIGHT', w: 'W', a: 'A', s: 'S', d: 'D' }, false) as SteerKeys;
    // Arrows and Space would scroll the page; Enter is left alone so buttons still work by keyboard.
    keyboard.addCapture('UP,DOWN,LEFT,RIGHT,SPACE');
    keyboard.on('keydown-SPACE', this.landHere, this);
    keyboard.on('keydown-ENTER', this.landHere, this);
    // A fresh press (not the browser's repeat of a held key) steers again even within one slow frame.
    keyboard.on('keydown', (event: KeyboardEvent) => {
      if (!event.repeat) this.keysHeldFromLastMeadow = false;
    });
    // Taps are read off the scene rather than off each flower: Phaser adds a newly interactive
    // object to its input list only at the next step, so a quick tap on a meadow that had just
    // grown was lost (seen on a busy machine, where steps are far apart).
    this.input.on('pointerdown', (pointer: Phaser.Input.Pointer) => this.tapAt({ x: pointer.worldX, y: pointer.worldY }));
    this.input.on('pointermove', (pointer: Phaser.Input.Pointer) => {
      const over = flowerTapped({ x: pointer.worldX, y: pointer.worldY }, this.flowers.map((f) => f.at)) >= 0;
      this.input.setDefaultCursor(over ? 'pointer' : 'default');
    });
    const { bridge } = this.context;
    this.startedAt = performance.now();
    bridge.emit('progress', { done: 0, total: this.session.items.length });
    this.growMeadow();
    bridge.emit('ready');
  }

  override update(_time: number, frameMs: number): void {
    if (this.over) return;
    const delta = Math.min(MAX_FRAME_MS, frameMs);
    this.elapsedMs += delta;
    const leftMs = Math.max(0, this.session.durationMs - this.elapsedMs);
    const second = Math.ceil(leftMs / 1000);
    if (second !== this.shownSecond) {
      this.shownSecond = second;
      this.context.bridge.emit('clock', { leftMs });
    }
    if (leftMs === 0) return this.end();
    const k = this.keys;
    const held = { left: k.left.isDown || k.a.isDown, right: k.right.isDown || k.d.isDown, up: k.up.isDown || k.w.isDown, down: k.down.isDown || k.s.isDown };
    const steering = held.left || held.right || held.up || held.down;
    if (!steering) this.keysHeldFromLastMeadow = false;
    if (this.busy) return;
    if (steering && this.flight) this.stopFlight();
    if (this.flight) return;
    if (!steering || this.keysHeldFromLastMeadow) return this.landIfOnFlower();
    if (held.left !== held.right) this.bee.setScale(held.left ? -1 : 1, 1);
    for (let rest = delta; rest > 0 && !this.busy; rest -= STEP_MS) {
      const next = steer(this.bee, held, Math.min(STEP_MS, rest));
      this.bee.setPosition(next.x, next.y);
      this.landIfOnFlower();
    }
  }

  /** The current prompt's flowers still to try, in page pixels, for the test hook. */
  targets(): TestTarget[] {
    const item = this.session.items[this.index];
    if (this.busy || this.over || !item) return [];
    return this.flowers.filter((f) => !f.tried).map((f) => ({ itemId: item.id, word: f.word, answer: item.answer, options: item.options, meaning: f.meaning, ...this.toPage(f.at) }));
  }

  player(): PagePoint {
    return this.toPage(this.bee);
  }

  private toPage(at: { x: number; y: number }): PagePoint {
    const canvas = this.game.canvas.getBoundingClientRect();
    const scale = canvas.width / FIELD_WIDTH;
    return { x: canvas.left + at.x * scale, y: canvas.top + at.y * scale };
  }

  private growMeadow(): void {
    const item = this.session.items[this.index];
    const spots = layoutMeadow(item.options.length, `${this.session.seed}:${item.id}`);
    this.flowers = item.options.map((word, i) => growFlower(this, word, item.optionMeanings[i] ?? '', spots[i], this.index + i));
    this.tries = 0;
    this.resting = flowerUnder(this.bee, spots);
    this.busy = false;
    this.context.bridge.emit('prompt', { itemId: item.id, kind: item.prompt.kind, text: item.prompt.text, pinyin: item.pinyin });
  }

  /** A tap or click on a flower: the bee flies there and lands on it. */
  private tapAt(tap: { x: number; y: number }): void {
    const i = flowerTapped(tap, this.flowers.map((f) => f.at));
    if (i < 0 || this.busy || this.over || this.flowers[i].tried) return;
    this.stopFlight();
    const to = this.flowers[i].at;
    this.bee.setScale(to.x < this.bee.x ? -1 : 1, 1);
    this.flight = this.tweens.add({
      targets: this.bee,
      x: to.x,
      y: to.y,
      duration: flightMs(this.bee, to, MIN_PICK_MS),
      ease: 'Sine.easeInOut',
      onComplete: () => {
        this.flight = null;
        this.resting = -1;
      },
    });
  }

  private stopFlight(): void {
    this.flight?.stop();
    this.flight = null;
  }

  /** Enter or Space: pick the flower the bee is on, even the one it sat on when the meadow grew. */
  private landHere(): void {
    if (!this.busy && !this.flight) this.resting = -1;
  }

  private landIfOnFlower(): void {
    const under = flowerUnder(this.bee, this.flowers.map((f) => f.at));
    if (under !== this.resting) this.resting = -1;
    if (under < 0 || under === this.resting || this.flowers[under].tried) return;
    const item = this.session.items[this.index];
    const since = performance.now() - (this.lastAnswer?.at ?? this.startedAt);
    if (pickWaitMs(item.id, this.lastAnswer?.itemId, since) === 0) this.pick(item, this.flowers[under]);
  }

  private pick(item: BeeItem, flower: Flower): void {
    this.context.record(item.id, flower.word);
    this.lastAnswer = { itemId: item.id, at: performance.now() };
    this.tries += 1;
    const correct = flower.word === item.answer;
    this.context.bridge.emit('answered', { itemId: item.id, correct, word: flower.word, pinyin: correct ? item.pinyin : '', meaning: flower.meaning });
    this.busy = true;
    if (correct) this.gather(flower);
    else this.buzzBack(flower);
  }

  private gather(flower: Flower): void {
    this.context.sound.play('nectar');
    this.gathered += 1;
    this.keysHeldFromLastMeadow = true;
    const drop = this.add.image(flower.at.x, flower.at.y, 'nectar').setDepth(11);
    this.tweens.add({ targets: flower.body, scale: 1.15, duration: 150, yoyo: true });
    this.tweens.add({
      targets: drop,
      x: JAR.x,
      y: JAR.y - JAR.height / 2,
      duration: NEXT_MEADOW_MS - 100,
      ease: 'Quad.easeIn',
      onComplete: () => {
        drop.destroy();
        drawJar(this.jar, this.gathered / JAR_FULL_AT);
      },
    });
    this.time.delayedCall(NEXT_MEADOW_MS, () => this.nextPrompt());
  }

  private buzzBack(flower: Flower): void {
    this.context.sound.play('buzz');
    wiltFlower(this, flower);
    const { x, y } = buzzBackTo(this.bee, flower.at);
    this.tweens.add({ targets: this.bee, x, y, angle: { from: -12, to: 0 }, duration: BUZZ_BACK_MS, ease: 'Back.easeOut' });
    this.time.delayedCall(BUZZ_BACK_MS, () => {
      if (this.tries < BEE_MAX_TRIES_PER_ITEM) this.busy = false;
      else this.revealAndMoveOn();
    });
  }

  /** Out of tries: the right flower glows so the pupil sees it, then the next prompt. */
  private revealAndMoveOn(): void {
    const right = this.flowers.find((f) => f.word === this.session.items[this.index].answer);
    if (right) this.tweens.add({ targets: right.body, scale: 1.25, duration: 250, yoyo: true, repeat: 1 });
    this.time.delayedCall(REVEAL_MS, () => this.nextPrompt());
  }

  private nextPrompt(): void {
    if (this.over) return;
    for (const flower of this.flowers) flower.body.destroy();
    this.flowers = [];
    this.index += 1;
    this.context.bridge.emit('progress', { done: this.index, total: this.session.items.length });
    if (this.index < this.session.items.length) this.growMeadow();
    else this.end();
  }

  private end(): void {
    if (this.over) return;
    this.over = true;
    this.busy = true;
    this.stopFlight();
    this.context.sound.play('win');
    this.context.bridge.emit('prompt', null);
    this.context.bridge.emit('ended', { reason: 'finished' });
  }
}
