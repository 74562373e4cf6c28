import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { MENU } from '../src/layout/menu-items';

/**
 * The rules of the built stylesheet the boot screen uses: the colours, the page's frame, the
 * header and its menu, the page's box. Picked from the built CSS (one source of truth for the
 * rules): the listed selectors of each rule, at the top level and in @media blocks.
 */
const CRITICAL_SELECTORS = new Set([':root', '*', 'body', 'a', '.layout', '.site-header', '.header-top', '.logo', '.logo-star', '.greeting', '.greeting2', '.menu>ul', '.menu-item', '.menu-item>a', '.page', '.layout>.page', '.menu', '.menu-toggle', '.header-slot']);
/** The stylesheet link Vite writes for the entry, which this turns into a non-blocking one. */
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;

/**
 * Makes index.html paint the site's frame before any JavaScript runs, and before the stylesheet
 * arrives: the header with its logo, greeting and menu (real links) in both languages, shown by
 * `<html lang>` (the language preload script marks a stored zh before the first paint it can),
 * styled by the stylesheet's own rules for those parts, inlined. The full stylesheet then loads
 * without blocking the paint (preloaded, `media="print"` until main.tsx applies it before the
 * first render, see app/deferred-styles.ts). React replaces the boot screen with the same header,
 * so nothing moves. The texts come from the catalogues (locales/<lang>.json).
 */
export function bootScreen(localesDir: string): Plugin {
  const text = (language: string) => {
    const catalogue = JSON.parse(readFileSync(join(localesDir, `${language}.json`), 'utf8')) as Record<string, Record<string, string>>;
    return (key: string) => {
      const [section, name] = key.split('.');
      return escapeHtml(catalogue[section]?.[name] ?? key);
    };
  };
  return {
    name: 'learnstar-boot-screen',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('boot screen: index.html is not in the bundle');
      let source = String(html.source);
      const link = STYLESHEET.exec(source);
      const css = link && bundle[link[1].slice(1)];
      if (!link || css?.type !== 'asset') throw new Error('boot screen: the entry stylesheet is not linked from index.html');
      const [en, zh] = [text('en'), text('zh')];
      const both = (key: string) => `<span lang="en">${en(key)}</span><span lang="zh-Hans">${zh(key)}</span>`;
      const menu = MENU.map((item) => `<li class="menu-item"><a href="${item.path}">${both(`menu.${item.key}`)}</a></li>`).join('');
      const screen =
        `<div class="layout boot-screen"><div class="header-slot"><header class="site-header"><div class="header-top"><span class="menu-toggle" aria-hidden="true"></span>` +
        `<a href="/index" class="logo"><span class="logo-star">★</span> ${both('app.name')}</a>` +
        `<div class="greeting"><div>${both('header.greeting')}</div><div class="greeting2">${both('header.greeting2')}</div></div></div>` +
        `<nav class="menu"><ul>${menu}</ul></nav></header></div><main class="page"></main></div>`;
      const languageRule = 'html:not([lang|=zh]) .boot-screen [lang|=zh],html[lang|=zh] .boot-screen [lang=en]{display:none}';
      source = source
        .replace(link[0], `<link rel="preload" as="style" crossorigin href="${link[1]}">\n    <link rel="stylesheet" crossorigin href="${link[1]}" media="print" data-deferred-css>`)
        // The site's description for crawlers that run no script; the app sets each page's own (app/page-description.ts).
        .replace('</title>', `</title>\n    <meta name="description" content="${en('app.description')}">`)
        .replace('</head>', `  <style>${criticalRules(String(css.source))}${languageRule}</style>\n  </head>`)
        .replace('<div id="root"></div>', `<div id="root">${screen}</div>`);
      html.source = source;
    },
  };
}

/**
 * The rules of minified CSS whose every selector is critical, at the top level and inside @media
 * blocks (the narrow screens' rules must follow the desktop's, as in the stylesheet, or the
 * inlined desktop rules would win over them on a phone).
 */
function criticalRules(css: string): string {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      const rule = css.slice(start, i + 1).trim();
      const head = rule.slice(0, rule.indexOf('{'));
      if (head.startsWith('@media')) {
        const inner = criticalRules(rule.slice(head.length + 1, -1));
        if (inner) rules.push(`${head}{${inner}}`);
      } else if (!rule.startsWith('@')) {
        // The minifier merges rules with the same declarations: keep the critical selectors of each.
        const critical = head.split(',').map((s) => s.replace(/\s*>\s*/g, '>').trim()).filter((s) => CRITICAL_SELECTORS.has(s));
        if (critical.length) rules.push(`${critical.join(',')}${rule.slice(head.length)}`);
      }
      start = i + 1;
    }
  }
  return rules.join('');
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
