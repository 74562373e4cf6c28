import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import type { User } from '@learnstar/db';
import { API_ROUTES, ok, type HomeworkMaterial, type HomeworkMaterialQuery, type ReviewMaterial, type ReviewMaterialQuery, type ChildCharacters, type ClassTrickyCharacters, type Envelope, type LearningCharacters, type LearningCharactersQuery } from '@learnstar/shared';
import { AuthGuard } from '../accounts/auth/auth.guard.js';
import { InternalKeyGuard } from '../accounts/internal/internal-key.guard.js';
import { CurrentUser } from '../accounts/auth/current-user.decorator.js';
import { Roles, RolesGuard } from '../accounts/auth/roles.guard.js';
import { CLOCK, type Clock } from '../common/clock/clock.js';
import { ZodPipe } from '../common/validation/zod.pipe.js';
import { pathId } from '../common/validation/path-id.js';
import { ClassesService } from '../classes/classes.service.js';
import { PupilAccess } from '../progress/pupil-access.js';
import { HomeworkMaterials } from './homework-material.service.js';
import { LearningViews } from './learning-views.service.js';

/**
 * The learning memory as each reader may see it: the pupil their own characters, a linked parent
 * (and the child's teachers, operators) the child's, a class's teacher the class's most missed.
 */
@Controller()
@UseGuards(AuthGuard, RolesGuard)
export class LearningController {
  constructor(
    private readonly views: LearningViews,
    private readonly access: PupilAccess,
    private readonly classes: ClassesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('learning/characters')
  @Roles('pupil')
  async mine(@Query(new ZodPipe(API_ROUTES.learningCharacters.query)) query: LearningCharactersQuery, @CurrentUser() user: User): Promise<Envelope<LearningCharacters>> {
    return ok(await this.views.pupilCharacters(user.id, user.gradeCode, this.clock.now(), query.state, query.skill));
  }

  @Get('family/children/:id/characters')
  async child(@Param('id') id: string, @CurrentUser() user: User): Promise<Envelope<ChildCharacters>> {
    const childId = pathId(id, 'childNotFound');
    await this.access.assertCanView(user, childId);
    return ok(await this.views.childCharacters(childId, this.clock.now()));
  }

  @Get('classes/:id/tricky-characters')
  async classTricky(@Param('id') id: string, @CurrentUser() user: User): Promise<Envelope<ClassTrickyCharacters>> {
    const found = await this.classes.taught(user, pathId(id, 'classNotFound'));
    return ok(await this.views.classTricky(found.id));
  }
}

/** The match server builds "My tricky characters" and homework practice from these (it never opens the database). */
@Controller('internal/learning')
@UseGuards(InternalKeyGuard)
export class InternalLearningController {
  constructor(
    private readonly views: LearningViews,
    private readonly homework: HomeworkMaterials,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('review')
  async review(@Query(new ZodPipe(API_ROUTES.internalReviewMaterial.query)) query: ReviewMaterialQuery): Promise<Envelope<ReviewMaterial>> {
    return ok(await this.views.reviewMaterial(query, this.clock.now()));
  }

  @Get('homework')
  async homeworkPractice(@Query(new ZodPipe(API_ROUTES.internalHomeworkMaterial.query)) query: HomeworkMaterialQuery): Promise<Envelope<HomeworkMaterial>> {
    return ok(await this.homework.forPupil(query, this.clock.now()));
  }
}
