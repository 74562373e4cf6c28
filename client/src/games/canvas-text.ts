import type * as Phaser from 'phaser';

/** The page's CJK font stack (styles.css), so characters in the canvas match the page. */
export const GAME_FONT = "'Noto Sans SC', 'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', system-ui, sans-serif";

/** Canvas text drawn at the screen's pixel ratio, so characters stay sharp on HiDPI tablets. */
export function textStyle(sizePx: number, color: string, extra: Phaser.Types.GameObjects.Text.TextStyle = {}): Phaser.Types.GameObjects.Text.TextStyle {
  return { fontFamily: GAME_FONT, fontSize: `${sizePx}px`, color, resolution: Math.min(3, Math.max(1, window.devicePixelRatio || 1)), ...extra };
}

/** Play-field size shared by the games; the canvas scales to fit its frame. */
export const FIELD_WIDTH = 960;
export const FIELD_HEIGHT = 540;
