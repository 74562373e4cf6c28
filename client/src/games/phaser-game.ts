import * as Phaser from 'phaser';
import type { GameBridge } from './bridge';
import { FIELD_HEIGHT, FIELD_WIDTH } from './canvas-text';

export interface StartedGame {
  /** Removes the canvas and every listener, timer and tween the game made. */
  destroy(): void;
  /** Frames the game has stepped and drawn so far (the test hook's proof that a paused game sleeps). */
  drawnFrames(): number;
  /** The scene is running or paused (not yet created, or already stopped, otherwise). */
  live(): boolean;
}

/**
 * One Phaser.Game for one scene, sized to the shared play field and scaled (Scale Manager, FIT) to
 * fit its frame, which the page sizes to the space the round leaves.
 * Phaser's own audio is off: games play the SoundBoard's synthesised sounds instead, so there is
 * exactly one AudioContext to close. The chrome's pause and resume (on `bridge`) pause the scene and
 * stop the frame loop: a paused Phaser scene is still drawn every frame, which measured 0.15–0.23 of
 * a core on this project's machine, a tablet's battery spent on a still picture.
 *
 * `realTime`: Phaser smooths each frame's delta towards 60 fps, so on a slow device its clock,
 * tweens and timers run behind the wall clock (at 6 fps a 1 s flight took 10 s). A game timed by
 * the wall clock (the bee's 60 s round) turns the smoothing off.
 */
export function startPhaserGame(parent: HTMLElement, scene: Phaser.Scene, bridge: GameBridge, background: string, { realTime = false } = {}): StartedGame {
  // Our own canvas rather than one from Phaser's CanvasPool: the pool keeps every canvas it made,
  // and the WebGL renderer's context-loss listeners on it kept each destroyed game alive.
  const canvas = parent.appendChild(document.createElement('canvas'));
  const game = new Phaser.Game({
    // A custom canvas needs an explicit renderer (Phaser refuses AUTO with one).
    type: hardwareWebgl() ? Phaser.WEBGL : Phaser.CANVAS,
    canvas,
    parent,
    width: FIELD_WIDTH,
    height: FIELD_HEIGHT,
    backgroundColor: background,
    // Whole CSS pixels when the field is scaled down to fit (Phaser: helps lower-powered devices).
    scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_HORIZONTALLY, autoRound: true },
    audio: { noAudio: true },
    fps: { smoothStep: !realTime },
    banner: false,
    input: { keyboard: true, mouse: true, touch: true },
    scene,
  });
  const releaseVisibility = captureVisibilityListener(game);
  // The frame's height follows the window and the chrome around it (the bee's prompt, the race
  // passage's lines): re-fit at once rather than at the Scale Manager's next 500 ms check, which a
  // paused game does not make.
  const refit = new ResizeObserver(() => {
    if (game.isBooted && game.scale.getParentBounds()) game.scale.refresh();
  });
  refit.observe(parent);
  sleepWhilePaused(game, scene, bridge);
  return {
    destroy: () => {
      refit.disconnect();
      game.destroy(true);
      releaseVisibility();
      canvas.remove();
    },
    drawnFrames: () => game.loop.frame,
    live: () => Boolean(scene.sys?.isActive() || scene.sys?.isPaused()),
  };
}

/**
 * Pause: the scene's clock and tweens stop, then the loop sleeps (no requestAnimationFrame at all; the
 * canvas keeps its last picture under the pause card). Resume: the loop's delta is reset first, so
 * the pause is not handed to the scene as one long frame. The bridge's listeners go with the game.
 */
function sleepWhilePaused(game: Phaser.Game, scene: Phaser.Scene, bridge: GameBridge): void {
  bridge.on('pause', () => {
    if (scene.sys?.isActive()) scene.scene.pause();
    game.loop.sleep();
  });
  bridge.on('resume', () => {
    if (scene.sys?.isPaused()) scene.scene.resume();
    if (game.loop.running) return;
    game.loop.resetDelta();
    game.loop.wake();
  });
}

/**
 * WebGL only where a GPU draws it. Software WebGL (SwiftShader, llvmpipe: no GPU or a blocked
 * driver) replays every draw on the CPU, and there Canvas 2D is the faster of Phaser's renderers
 * (BENCHMARKS.md, frame time of the games). Asked of a scratch canvas that is dropped at once.
 */
function hardwareWebgl(): boolean {
  const probe = document.createElement('canvas');
  const gl = (probe.getContext('webgl2') ?? probe.getContext('webgl')) as WebGLRenderingContext | null;
  if (!gl) return false;
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const renderer = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return !/swiftshader|llvmpipe|software|basic render/i.test(renderer);
}

/**
 * Phaser 4's VisibilityHandler adds a document `visibilitychange` listener when the game starts
 * and never removes it, so every destroyed game (canvas, textures, scenes) stayed reachable: the
 * in-and-out leak test grew by a game per visit. We note the listener as Phaser adds it (start()
 * runs synchronously after READY) and remove it on destroy, with the window.onblur/onfocus it sets.
 * Pausing on hidden pages is done by the React chrome, so nothing is lost.
 */
function captureVisibilityListener(game: Phaser.Game): () => void {
  const captured: [EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];
  game.events.once(Phaser.Core.Events.READY, () => {
    const original = document.addEventListener;
    document.addEventListener = function (this: Document, type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) {
      if (type === 'visibilitychange') captured.push([listener, options]);
      original.call(this, type, listener, options);
    } as typeof document.addEventListener;
    queueMicrotask(() => {
      document.addEventListener = original;
    });
  });
  return () => {
    for (const [listener, options] of captured) document.removeEventListener('visibilitychange', listener, options);
    window.onblur = null;
    window.onfocus = null;
  };
}
