import { Controller, Get, Header } from '@nestjs/common';
import { buildOpenApiDocument } from './openapi.js';

const document = buildOpenApiDocument();

/** Swagger UI from the swagger-ui-dist package (served locally under /api/docs/assets, no CDN). */
@Controller('docs')
export class DocsController {
  @Get('openapi.json')
  openApi(): Record<string, unknown> {
    return document;
  }

  @Get()
  @Header('content-type', 'text/html; charset=utf-8')
  page(): string {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LearnStar API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;
  }

  /** The initialiser lives in its own file because the content security policy forbids inline scripts. */
  @Get('init.js')
  @Header('content-type', 'text/javascript; charset=utf-8')
  init(): string {
    return `window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#swagger-ui' });`;
  }
}
