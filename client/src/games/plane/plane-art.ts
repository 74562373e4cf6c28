import type Phaser from 'phaser';
import { PLANE_SKINS, type PlaneSkin } from '@learnstar/shared';

/** Body, wing and trim colours of the pupil's jet for each skin sold in the points shop. */
const SKIN_COLOURS: Record<PlaneSkin, [number, number, number]> = {
  classic: [0x1f4e9c, 0x4f86d9, 0xffb703],
  sunset: [0xe76f51, 0xf4a261, 0xffe8a3],
  jungle: [0x2a9d8f, 0x52b788, 0xffd166],
  night: [0x3d348b, 0x7678ed, 0xf7b801],
};

export function skinOf(value: string | undefined): PlaneSkin {
  return (PLANE_SKINS as readonly string[]).includes(value ?? '') ? (value as PlaneSkin) : 'classic';
}

/** Draws every texture the plane battle uses, in code: original art, nothing downloaded. */
export function drawPlaneTextures(scene: Phaser.Scene, skin: PlaneSkin): void {
  const g = scene.make.graphics({}, false);
  const [body, wing, trim] = SKIN_COLOURS[skin];

  // The pupil's jet, nose up.
  g.fillStyle(wing).fillTriangle(40, 30, 0, 62, 80, 62);
  g.fillStyle(body).fillRoundedRect(30, 4, 20, 72, 10);
  g.fillStyle(trim).fillTriangle(40, 58, 24, 80, 56, 80);
  g.fillStyle(0xffffff).fillEllipse(40, 22, 10, 16);
  g.generateTexture('jet', 80, 82);
  g.clear();

  // An enemy plane, nose down: friendly cartoon colours, no weapons.
  g.fillStyle(0xc0392b).fillTriangle(50, 44, 0, 20, 100, 20);
  g.fillStyle(0xe4574a).fillRoundedRect(38, 0, 24, 60, 12);
  g.fillStyle(0x8e2a20).fillTriangle(50, 8, 34, 0, 66, 0);
  g.fillStyle(0xfff3c4).fillEllipse(50, 46, 10, 12);
  g.generateTexture('enemy', 100, 62);
  g.clear();

  g.fillStyle(0xffd166).fillRoundedRect(0, 0, 8, 22, 4);
  g.generateTexture('bullet', 8, 22);
  g.clear();

  g.fillStyle(0xffffff).fillEllipse(60, 24, 120, 40).fillEllipse(30, 30, 60, 30).fillEllipse(92, 30, 56, 28);
  g.generateTexture('cloud', 124, 48);
  g.clear();

  g.fillStyle(0xffb703).fillCircle(8, 8, 8);
  g.generateTexture('spark', 16, 16);
  g.destroy();
}
