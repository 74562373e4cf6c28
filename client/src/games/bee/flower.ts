import type * as Phaser from 'phaser';
import { textStyle } from '../canvas-text';
import { PETAL_COLOURS } from './bee-art';
import type { Point } from './meadow';

/** One flower of the meadow: its word, that word's meaning, and what is drawn. */
export interface Flower {
  word: string;
  meaning: string;
  at: Point;
  body: Phaser.GameObjects.Container;
  /** Already visited for this prompt (a wrong one): wilted, not picked again. */
  tried: boolean;
}

/** Longer words get a smaller size so the label stays within the petals and never meets a neighbour. */
function wordSize(word: string): number {
  const length = [...word].length;
  return length <= 2 ? 36 : length === 3 ? 30 : 24;
}

/** Grows a flower with its word on the centre. Taps are the scene's to read (see BeeScene.tapAt). */
export function growFlower(scene: Phaser.Scene, word: string, meaning: string, at: Point, colour: number): Flower {
  const stem = scene.add.image(0, 34, 'stem').setOrigin(0.25, 0);
  const petals = scene.add.image(0, 0, 'petals').setTint(PETAL_COLOURS[colour % PETAL_COLOURS.length]);
  const label = scene.add
    .text(0, 0, word, textStyle(wordSize(word), '#2b2118', { fontStyle: 'bold', backgroundColor: '#fff7d6', padding: { x: 6, y: 2 } }))
    .setOrigin(0.5);
  const body = scene.add.container(at.x, at.y, [stem, petals, label]).setScale(0.2);
  scene.tweens.add({ targets: body, scale: 1, duration: 260, ease: 'Back.easeOut' });
  return { word, meaning, at, body, tried: false };
}

/** A wrong flower droops and shows its meaning underneath, so the visit still teaches. */
export function wiltFlower(scene: Phaser.Scene, flower: Flower): void {
  flower.tried = true;
  flower.body.setAlpha(0.55);
  const tag = scene.add
    .text(0, 58, flower.meaning, textStyle(17, '#1d2433', { backgroundColor: '#ffffffee', padding: { x: 6, y: 3 }, wordWrap: { width: 170 }, align: 'center' }))
    .setOrigin(0.5, 0);
  flower.body.add(tag);
}
