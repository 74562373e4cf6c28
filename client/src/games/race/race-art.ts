import type * as Phaser from 'phaser';
import { TORTOISE_COLOURS, type TortoiseColour } from '@learnstar/shared';
import { FIELD_HEIGHT, FIELD_WIDTH } from '../canvas-text';

/** Shell colour of the pupil's tortoise for each colour sold in the points shop. */
const SHELL: Record<TortoiseColour, number> = { green: 0x3f8f3a, teal: 0x1f9e98, orange: 0xe07b24, purple: 0x7b4fb8 };
const GHOST_SHELL = 0xdfe7ff;

export const START_X = 90;
export const FINISH_X = FIELD_WIDTH - 90;
/** Lane centres (feet) on the park path: ghost at the back, hare, then the pupil's tortoise in front. */
export const LANE_Y = { ghost: 352, hare: 410, tortoise: 472 } as const;

export function tortoiseColourOf(value: string | undefined): TortoiseColour {
  return (TORTOISE_COLOURS as readonly string[]).includes(value ?? '') ? (value as TortoiseColour) : 'green';
}

/** The tortoise, hare and flag textures, drawn in code: original art, nothing downloaded. */
export function drawRaceTextures(scene: Phaser.Scene, colour: TortoiseColour): void {
  const g = scene.make.graphics({}, false);
  for (const [key, shell] of [['tortoise', SHELL[colour]], ['ghost', GHOST_SHELL]] as const) {
    g.fillStyle(0x8fbf5a).fillEllipse(86, 34, 26, 20).fillEllipse(26, 50, 16, 12).fillEllipse(70, 50, 16, 12);
    g.fillStyle(0x1d2433).fillCircle(92, 30, 3);
    g.fillStyle(shell).fillEllipse(48, 34, 70, 44);
    g.fillStyle(0xffffff, 0.35).fillEllipse(40, 24, 26, 12);
    g.lineStyle(3, 0x000000, 0.25).strokeEllipse(48, 34, 70, 44);
    g.generateTexture(key, 104, 60);
    g.clear();
  }
  // The hare, running right: long ears, white tail.
  g.fillStyle(0xb08968).fillEllipse(50, 44, 64, 34).fillEllipse(88, 30, 30, 24);
  g.fillStyle(0xb08968).fillEllipse(82, 8, 10, 30).fillEllipse(94, 10, 10, 28);
  g.fillStyle(0xf2c6c2).fillEllipse(82, 8, 4, 20);
  g.fillStyle(0xffffff).fillCircle(18, 40, 9);
  g.fillStyle(0x8c6a4f).fillEllipse(36, 60, 26, 10).fillEllipse(70, 60, 22, 10);
  g.fillStyle(0x1d2433).fillCircle(96, 28, 3);
  g.generateTexture('hare', 110, 68);
  g.clear();
  // The finish flag: a pole and a chequered flag.
  g.fillStyle(0x5b4636).fillRect(0, 0, 6, 120);
  for (let row = 0; row < 4; row++) for (let col = 0; col < 6; col++) g.fillStyle((row + col) % 2 ? 0x1d2433 : 0xffffff).fillRect(6 + col * 10, row * 10, 10, 10);
  g.generateTexture('flag', 66, 120);
  g.destroy();
}

/** A Supertree-like tower: a slim trunk flaring into a wide lattice crown, lit at the rim. */
function supertree(g: Phaser.GameObjects.Graphics, x: number, base: number, height: number): void {
  const crown = base - height;
  g.fillStyle(0x6d5a8e).fillTriangle(x - 10, base, x + 10, base, x, crown + 30);
  g.fillStyle(0x7f6aa6).fillTriangle(x - 46, crown, x + 46, crown, x, crown + 70);
  g.lineStyle(2, 0xc7b8ea, 0.8);
  for (let i = -3; i <= 3; i++) g.lineBetween(x + i * 14, crown, x, crown + 70);
  g.fillStyle(0xffd6f0).fillEllipse(x, crown, 96, 12);
}

/** The park: sky, Supertrees, a pond, round trees, the path with its lanes, start and finish lines. */
export function drawPark(scene: Phaser.Scene): void {
  // Drawn once into a texture: a live Graphics replays every path each frame, which took the race
  // to 33 ms a frame (p50) on software rendering.
  const g = scene.make.graphics({}, false);
  g.fillStyle(0xbfe3ff).fillRect(0, 0, FIELD_WIDTH, 300);
  g.fillStyle(0xfff1a8).fillCircle(860, 60, 34);
  supertree(g, 150, 300, 200);
  supertree(g, 250, 300, 150);
  supertree(g, 700, 300, 180);
  g.fillStyle(0x86c96b).fillRect(0, 270, FIELD_WIDTH, FIELD_HEIGHT - 270);
  g.fillStyle(0x5fb3d9).fillEllipse(470, 296, 240, 44);
  g.fillStyle(0xffffff, 0.5).fillEllipse(440, 290, 70, 8);
  for (const [x, r] of [[40, 34], [370, 28], [600, 32], [800, 30], [920, 26]] as const) {
    g.fillStyle(0x6b4f3a).fillRect(x - 5, 300 - r, 10, r + 4);
    g.fillStyle(0x3f8f3a).fillCircle(x, 290 - r, r);
  }
  g.fillStyle(0xe8d2a6).fillRect(0, 322, FIELD_WIDTH, 180);
  g.lineStyle(2, 0xffffff, 0.7);
  for (const y of [381, 441]) for (let x = 0; x < FIELD_WIDTH; x += 40) g.lineBetween(x, y, x + 22, y);
  g.fillStyle(0xffffff).fillRect(START_X - 3, 322, 6, 180);
  for (let row = 0; row < 18; row++) g.fillStyle(row % 2 ? 0x1d2433 : 0xffffff).fillRect(FINISH_X - 5, 322 + row * 10, 10, 10);
  g.generateTexture('park', FIELD_WIDTH, FIELD_HEIGHT);
  g.destroy();
  scene.add.image(0, 0, 'park').setOrigin(0, 0);
  scene.add.image(FINISH_X + 2, 322, 'flag').setOrigin(0, 1);
}
