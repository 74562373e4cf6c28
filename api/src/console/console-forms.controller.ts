import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { API_ROUTES, ok, type ConsoleExportQuery, type ConsoleFormQuery, type Envelope } from '@learnstar/shared';
import { AuthGuard } from '../accounts/auth/auth.guard.js';
import { Roles, RolesGuard } from '../accounts/auth/roles.guard.js';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { ConsoleFormsService, FREE_TRIAL_CSV_HEADER, toFreeTrial, toWarranty, WARRANTY_CSV_HEADER } from './console-forms.service.js';
import { streamCsv } from './csv-stream.js';

/** Operators: warranty registrations, free-trial requests and newsletter subscribers (lists and CSV). */
@Controller('console')
@UseGuards(AuthGuard, RolesGuard)
@Roles('operator')
export class ConsoleFormsController {
  constructor(private readonly forms: ConsoleFormsService) {}

  @Get('warranties')
  async warranties(@Query(new ZodPipe(API_ROUTES.consoleWarranties.query)) query: ConsoleFormQuery): Promise<Envelope> {
    return ok(await this.forms.warranties(query));
  }

  @Get('warranties.csv')
  async warrantiesCsv(@Query(new ZodPipe(API_ROUTES.consoleWarrantiesCsv.query)) { q }: ConsoleExportQuery, @Res() res: Response): Promise<void> {
    await streamCsv(res, 'warranty-registrations.csv', WARRANTY_CSV_HEADER, (after) => this.forms.warrantyBatch(q, after), (row) => {
      const w = toWarranty(row);
      return WARRANTY_CSV_HEADER.map((key) => w[key]);
    });
  }

  @Get('free-trials')
  async freeTrials(@Query(new ZodPipe(API_ROUTES.consoleFreeTrials.query)) query: ConsoleFormQuery): Promise<Envelope> {
    return ok(await this.forms.freeTrials(query));
  }

  @Get('free-trials.csv')
  async freeTrialsCsv(@Query(new ZodPipe(API_ROUTES.consoleFreeTrialsCsv.query)) { q }: ConsoleExportQuery, @Res() res: Response): Promise<void> {
    await streamCsv(res, 'free-trial-requests.csv', FREE_TRIAL_CSV_HEADER, (after) => this.forms.freeTrialBatch(q, after), (row) => {
      const f = toFreeTrial(row);
      return FREE_TRIAL_CSV_HEADER.map((key) => f[key]);
    });
  }

  @Get('newsletter.csv')
  async newsletterCsv(@Res() res: Response): Promise<void> {
    await streamCsv(res, 'newsletter-subscribers.csv', ['email', 'locale', 'subscribedAt'], (after) => this.forms.newsletterBatch(after), (s) => [s.email, s.locale, s.createdAt.toISOString()]);
  }
}
