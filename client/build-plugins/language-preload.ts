import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * The site fetches only the chosen language's catalogue (src/i18n/catalogue-<lang>.ts), and
 * the first render waits for it. Found by the entry only once all its JavaScript has arrived,
 * that fetch would cost one more round trip (562 ms on slow 4G). This build step adds a tiny
 * classic script beside the entry (a file, not inline: the CSP allows only 'self') that reads
 * the stored language, marks it on <html lang> for the boot screen, and modulepreloads that
 * catalogue's chunks in parallel with the entry.
 */
export function languagePreload(storageKey: string, fallback: string): Plugin {
  return {
    name: 'learnstar-language-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        const language = chunk.type === 'chunk' && /^catalogue-(\w+)$/.exec(chunk.name)?.[1];
        if (language && chunk.type === 'chunk') files[language] = [chunk.fileName, ...chunk.imports].map((file) => `/${file}`);
      }
      const code =
        `(function(){var f=${JSON.stringify(files)},l;try{l=localStorage.getItem(${JSON.stringify(storageKey)})}catch(e){}` +
        // The boot screen (boot-screen.ts) shows its texts in the language <html lang> names.
        `if(l==='zh')document.documentElement.lang='zh-Hans';` +
        `(f[l]||f[${JSON.stringify(fallback)}]).forEach(function(h){var e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=h;document.head.appendChild(e)})})();\n`;
      const fileName = `assets/language-preload-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('language preload: index.html is not in the bundle');
      html.source = String(html.source).replace('<script type="module"', `<script async src="/${fileName}"></script>\n    <script type="module"`);
    },
  };
}
