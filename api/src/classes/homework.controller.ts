import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { User } from '@learnstar/db';
import { API_ROUTES, ok, type AssignHomework, type ClassHomework, type Envelope, type HomeworkGame, type MyHomework } from '@learnstar/shared';
import { AuthGuard } from '../accounts/auth/auth.guard.js';
import { CurrentUser } from '../accounts/auth/current-user.decorator.js';
import { Roles, RolesGuard } from '../accounts/auth/roles.guard.js';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { pathId } from '../common/validation/path-id.js';
import { ClassesService } from './classes.service.js';
import { HomeworkService } from './homework.service.js';

/** Homework: the teacher assigns practice to a class; pupils see theirs on the typing, dictionary and Write it pages. */
@Controller()
@UseGuards(AuthGuard, RolesGuard)
export class HomeworkController {
  constructor(
    private readonly classes: ClassesService,
    private readonly homework: HomeworkService,
  ) {}

  @Get('classes/:id/homework')
  async forClass(@Param('id') id: string, @CurrentUser() user: User): Promise<Envelope<ClassHomework[]>> {
    return ok(await this.homework.forClass(await this.classes.taught(user, pathId(id, 'classNotFound'))));
  }

  @Post('classes/:id/homework')
  @HttpCode(200)
  @Roles('teacher')
  async assign(@Param('id') id: string, @Body(new ZodPipe(API_ROUTES.assignHomework.body)) body: AssignHomework, @CurrentUser() user: User): Promise<Envelope<ClassHomework>> {
    const found = await this.classes.taught(user, pathId(id, 'classNotFound'));
    return ok(await this.homework.assign(found, body), 'homeworkAssigned');
  }

  @Get('homework')
  async mine(@Query(new ZodPipe(API_ROUTES.myHomework.query)) query: { game: HomeworkGame }, @CurrentUser() user: User): Promise<Envelope<MyHomework[]>> {
    return ok(await this.homework.forPupil(user.id, query.game));
  }
}
