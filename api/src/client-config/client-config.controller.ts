import { Controller, Get, Inject, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ok, type ClientConfig, type Envelope } from '@learnstar/shared';
import { API_CONFIG, type ApiConfig } from '../config/api-config.js';

@Controller('config')
export class ClientConfigController {
  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {}

  /** The match server runs on its own port; the page is told where, relative to the host it used. */
  @Get()
  get(@Req() req: Request): Envelope<ClientConfig> {
    const gameServerUrl = this.config.publicGameServerUrl ?? `${req.protocol}://${req.hostname}:${this.config.gamePort}`;
    return ok({ gameServerUrl });
  }
}
