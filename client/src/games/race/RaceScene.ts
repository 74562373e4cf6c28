import * as Phaser from 'phaser';
import type { RaceSessionStart } from '@learnstar/shared';
import { FIELD_WIDTH, textStyle } from '../canvas-text';
import type { GameContext, TestTarget } from '../game-module';
import { FINISH_X, LANE_Y, START_X, drawPark, drawRaceTextures, tortoiseColourOf } from './race-art';
import type { RaceFrame, RaceOver, Racer } from './race-frame';

/** Sprites ease towards their place; this share of the way per frame at 60 fps. */
const EASE = 0.2;
const PODIUM_X = [FIELD_WIDTH / 2, FIELD_WIDTH / 2 - 150, FIELD_WIDTH / 2 + 150];
const PODIUM_HEIGHT = [110, 75, 50];
const PODIUM_BASE = 300;
/** How long the podium shows before the chrome counts the score. */
const PODIUM_MS = 1_800;

/**
 * The race track in a Singapore park. It draws what the chrome tells it (the chrome owns the clock
 * and the typing, from the same shared rules the server scores with) and plays the race's sounds;
 * at the end it shows the podium and ends the game.
 */
export class RaceScene extends Phaser.Scene {
  private readonly length: number;
  private sprites = new Map<Racer, Phaser.GameObjects.Image>();
  private frame: RaceFrame | null = null;
  private countdown!: Phaser.GameObjects.Text;
  private snore!: Phaser.GameObjects.Text;
  private stepsHeard = 0;
  private mistakesHeard = 0;
  private napHeard = false;
  private over = false;

  constructor(
    private readonly session: RaceSessionStart,
    private readonly context: GameContext,
  ) {
    super('race');
    this.length = Math.max(1, session.items.length);
  }

  create(): void {
    drawRaceTextures(this, tortoiseColourOf(this.context.cosmetic));
    drawPark(this);
    if (this.session.ghost) this.sprites.set('ghost', this.add.image(START_X, LANE_Y.ghost, 'ghost').setOrigin(0.5, 1).setAlpha(0.5));
    this.sprites.set('hare', this.add.image(START_X, LANE_Y.hare, 'hare').setOrigin(0.5, 1));
    this.sprites.set('tortoise', this.add.image(START_X, LANE_Y.tortoise, 'tortoise').setOrigin(0.5, 1));
    this.snore = this.add.text(0, 0, 'Z z z', textStyle(26, '#3d348b', { fontStyle: 'bold' })).setOrigin(0.5, 1).setVisible(false);
    this.countdown = this.add.text(FIELD_WIDTH / 2, 170, '', textStyle(150, '#ffffff', { fontStyle: 'bold', stroke: '#1d2433', strokeThickness: 12 })).setOrigin(0.5);
    const { bridge } = this.context;
    bridge.on('raceFrame', (frame) => this.onFrame(frame));
    bridge.on('raceOver', (over) => this.podium(over));
    bridge.emit('ready');
  }

  override update(): void {
    if (!this.frame || this.over) return;
    for (const [racer, sprite] of this.sprites) {
      const place = racer === 'ghost' ? (this.frame.ghost ?? 0) : this.frame[racer];
      sprite.x += (this.xOf(place) - sprite.x) * EASE;
    }
    const hare = this.sprites.get('hare')!;
    this.snore.setPosition(hare.x + 30, hare.y - 64).setVisible(this.frame.napping);
  }

  /** The racers in page (CSS) pixels, for the test hook. */
  targets(): TestTarget[] {
    const canvas = this.game.canvas.getBoundingClientRect();
    const scale = canvas.width / FIELD_WIDTH;
    return [...this.sprites].map(([racer, sprite]) => ({ itemId: racer, word: '', answer: '', options: [], x: canvas.left + sprite.x * scale, y: canvas.top + (sprite.y - 30) * scale }));
  }

  private xOf(chars: number): number {
    return START_X + (Math.min(chars, this.length) / this.length) * (FINISH_X - START_X);
  }

  private onFrame(frame: RaceFrame): void {
    this.frame = frame;
    this.countdown.setText(frame.countdown);
    const { sound } = this.context;
    if (frame.tortoise > this.stepsHeard) sound.play('step');
    if (frame.mistakes > this.mistakesHeard) sound.play('wrong');
    if (frame.napping && !this.napHeard) sound.play('snore');
    this.stepsHeard = frame.tortoise;
    this.mistakesHeard = frame.mistakes;
    this.napHeard ||= frame.napping;
  }

  /** Finishers stand on the podium in order; the pupil hears whether they won. */
  private podium({ places, finished }: RaceOver): void {
    if (this.over) return;
    this.over = true;
    this.snore.setVisible(false);
    const g = this.add.graphics();
    places.forEach(({ racer, ms }, i) => {
      const sprite = this.sprites.get(racer);
      if (!sprite || ms === null || i > 2) return;
      g.fillStyle([0xffd166, 0xd9d9d9, 0xe0a070][i]).fillRect(PODIUM_X[i] - 60, PODIUM_BASE - PODIUM_HEIGHT[i], 120, PODIUM_HEIGHT[i]);
      this.add.text(PODIUM_X[i], PODIUM_BASE - PODIUM_HEIGHT[i] / 2, String(i + 1), textStyle(36, '#1d2433', { fontStyle: 'bold' })).setOrigin(0.5);
      this.tweens.add({ targets: sprite, x: PODIUM_X[i], y: PODIUM_BASE - PODIUM_HEIGHT[i], duration: 600, ease: 'Back.easeOut' });
    });
    const won = finished && places[0]?.racer === 'tortoise';
    this.context.sound.play(won ? 'win' : 'lose');
    this.time.delayedCall(PODIUM_MS, () => this.context.bridge.emit('ended', { reason: finished ? 'finished' : 'lost' }));
  }
}
