import { Module } from '@nestjs/common';
import { LearningMemory } from './learning-memory.service.js';

/** The memory update, joined to whichever transaction stores a result (matches, games, fair play). */
@Module({ providers: [LearningMemory], exports: [LearningMemory] })
export class LearningMemoryModule {}
