import type * as Phaser from 'phaser';
import { FIELD_HEIGHT, FIELD_WIDTH } from '../canvas-text';
import { JAR_AREA } from './meadow';

/** Petal colours, one per flower of a meadow: bright and far apart, so neighbours never look alike. */
export const PETAL_COLOURS = [0xff6b9a, 0xffa62b, 0x9b7bff, 0x4cc9f0, 0xff5c5c, 0x5fd068];
export const JAR = { x: JAR_AREA.width / 2, y: FIELD_HEIGHT - 70, width: 92, height: 104 };

/** Draws every texture the bee game uses, in code: original art, nothing downloaded. */
export function drawBeeTextures(scene: Phaser.Scene): void {
  const g = scene.make.graphics({}, false);

  // The bee's body, facing right: stripes, an eye and a small stinger.
  g.fillStyle(0xffc93c).fillEllipse(30, 22, 52, 36);
  g.fillStyle(0x2b2118).fillRect(18, 5, 7, 34).fillRect(32, 5, 7, 34);
  g.fillTriangle(2, 22, 8, 17, 8, 27);
  g.fillStyle(0xffffff).fillCircle(48, 17, 6);
  g.fillStyle(0x2b2118).fillCircle(50, 17, 3);
  g.generateTexture('bee-body', 60, 44);
  g.clear();

  g.fillStyle(0xe8f6ff, 0.85).fillEllipse(16, 12, 30, 22);
  g.lineStyle(2, 0x9fc9e8).strokeEllipse(16, 12, 30, 22);
  g.generateTexture('bee-wing', 32, 24);
  g.clear();

  // One white flower head; each flower is tinted its own colour.
  for (let i = 0; i < 8; i++) {
    const angle = (i / 8) * Math.PI * 2;
    g.fillStyle(0xffffff).fillCircle(62 + Math.cos(angle) * 36, 62 + Math.sin(angle) * 36, 24);
  }
  g.generateTexture('petals', 124, 124);
  g.clear();

  g.fillStyle(0x4f9d3a).fillRoundedRect(0, 0, 8, 80, 4);
  g.fillEllipse(20, 46, 26, 12);
  g.generateTexture('stem', 34, 80);
  g.clear();

  g.fillStyle(0xfff4c2).fillCircle(8, 8, 8);
  g.fillStyle(0xffb703).fillCircle(8, 8, 5);
  g.generateTexture('nectar', 16, 16);
  g.destroy();
}

/** The meadow behind everything: sky strip, sun, hills, grass tufts. */
export function drawMeadow(scene: Phaser.Scene): void {
  // Baked into a texture once: a live Graphics replays every shape each frame.
  const g = scene.make.graphics({}, false);
  g.fillStyle(0xbfe9ff).fillRect(0, 0, FIELD_WIDTH, 60);
  g.fillStyle(0x9ddc7a).fillRect(0, 40, FIELD_WIDTH, FIELD_HEIGHT - 40);
  g.fillStyle(0x8fd16b).fillEllipse(200, 60, 520, 90).fillEllipse(720, 56, 620, 80);
  g.fillStyle(0xffe066).fillCircle(FIELD_WIDTH - 50, 22, 30);
  g.fillStyle(0x7cc35a);
  for (let i = 0; i < 40; i++) {
    const x = (i * 197) % FIELD_WIDTH;
    const y = 90 + ((i * 131) % (FIELD_HEIGHT - 100));
    g.fillTriangle(x, y, x + 6, y - 14, x + 12, y);
  }
  g.generateTexture('meadow', FIELD_WIDTH, FIELD_HEIGHT);
  g.destroy();
  scene.add.image(0, 0, 'meadow').setOrigin(0, 0);
}

/** The honey jar in its corner; `fill` from 0 to 1 is how much honey it holds. Redrawn as it fills. */
export function drawJar(g: Phaser.GameObjects.Graphics, fill: number): void {
  const { x, y, width, height } = JAR;
  const left = x - width / 2;
  const top = y - height / 2;
  g.clear();
  g.fillStyle(0xfffaf0, 0.9).fillRoundedRect(left, top, width, height, 18);
  const honey = Math.max(0, Math.min(1, fill)) * (height - 12);
  if (honey > 0) g.fillStyle(0xf4a300).fillRoundedRect(left + 6, top + height - 6 - honey, width - 12, honey, Math.min(12, honey / 2));
  g.lineStyle(4, 0x8a5a00).strokeRoundedRect(left, top, width, height, 18);
  g.fillStyle(0xc98a00).fillRoundedRect(left - 6, top - 14, width + 12, 18, 6);
}

/** The bee, by the jar, its wings beating: drawn above the flowers. */
export function makeBee(scene: Phaser.Scene): Phaser.GameObjects.Container {
  const wings = [scene.add.image(-6, -18, 'bee-wing'), scene.add.image(6, -20, 'bee-wing')];
  for (const wing of wings) scene.tweens.add({ targets: wing, scaleY: 0.25, duration: 70, yoyo: true, repeat: -1 });
  return scene.add.container(JAR.x + 30, JAR.y - 110, [wings[0], scene.add.image(0, 0, 'bee-body'), wings[1]]).setDepth(10);
}
