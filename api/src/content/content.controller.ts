import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import {
  API_ROUTES,
  ERROR_CODES,
  hanziParamSchema,
  ok,
  wordParamSchema,
  type DictionaryQuestion,
  type DrawWordsQuery,
  type Envelope,
  type QuestionsQuery,
  type TypingText,
  type TypingTextsQuery,
  type WordEntry,
} from '@learnstar/shared';
import { AppError } from '../common/envelope/app-error.js';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { InternalKeyGuard } from '../accounts/internal/internal-key.guard.js';
import { ContentService } from './content.service.js';
import { strokeDataDir } from './stroke-data.js';

@Controller('content')
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @Get('words')
  async words(@Query(new ZodPipe(API_ROUTES.contentWords.query)) query: DrawWordsQuery): Promise<Envelope<WordEntry[]>> {
    return ok(await this.content.words(query));
  }

  @Get('word/:simplified')
  async word(@Param('simplified', new ZodPipe(wordParamSchema)) simplified: string): Promise<Envelope<WordEntry>> {
    const word = await this.content.word(simplified);
    if (!word) throw new AppError(ERROR_CODES.notFound, 'notFound');
    return ok(word);
  }

  @Get('strokes/LICENSE')
  strokeLicence(@Res() res: Response): void {
    res.type('text/plain').sendFile(join(strokeDataDir, 'ARPHICPL.TXT'));
  }

  @Get('strokes/:character')
  strokes(@Param('character', new ZodPipe(hanziParamSchema)) character: string, @Res() res: Response): void {
    const file = join(strokeDataDir, `${character}.json`);
    if (!existsSync(file)) throw new AppError(ERROR_CODES.notFound, 'notFound');
    res.type('application/json').sendFile(file, { maxAge: '30d', immutable: true });
  }
}

/** The match server draws race texts and questions (with answers) here, keyed by the race's seed. */
@Controller('internal/content')
@UseGuards(InternalKeyGuard)
export class InternalContentController {
  constructor(private readonly content: ContentService) {}

  @Get('typing')
  async typing(@Query(new ZodPipe(API_ROUTES.internalTypingTexts.query)) query: TypingTextsQuery): Promise<Envelope<TypingText[]>> {
    return ok(await this.content.typingTexts(query));
  }

  @Get('questions')
  async questions(@Query(new ZodPipe(API_ROUTES.internalQuestions.query)) query: QuestionsQuery): Promise<Envelope<DictionaryQuestion[]>> {
    return ok(await this.content.questions(query));
  }
}
