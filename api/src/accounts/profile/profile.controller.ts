import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Req, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { Inject } from '@nestjs/common';
import type { Response } from 'express';
import type { User } from '@learnstar/db';
import { API_ROUTES, AVATAR_MAX_BYTES, ERROR_CODES, ok, type ChangePassword, type Envelope, type Profile, type UpdateProfile } from '@learnstar/shared';
import { ZodPipe } from '../../common/validation/zod.pipe.js';
import { AppError } from '../../common/envelope/app-error.js';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { AuthGuard } from '../auth/auth.guard.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import type { AuthenticatedRequest } from '../auth/authenticated-request.js';
import { ProfileService } from './profile.service.js';
import { ActionLimiter } from '../../common/rate-limit/action-limiter.js';

@Controller('user')
export class ProfileController {
  constructor(
    private readonly profiles: ProfileService,
    private readonly limits: ActionLimiter,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  @Get('profile')
  @UseGuards(AuthGuard)
  async get(@CurrentUser() user: User): Promise<Envelope<Profile>> {
    return ok(await this.profiles.profile(user));
  }

  @Put('profile')
  @UseGuards(AuthGuard)
  async update(@Body(new ZodPipe(API_ROUTES.updateProfile.body)) body: UpdateProfile, @CurrentUser() user: User): Promise<Envelope<Profile>> {
    return ok(await this.profiles.update(user, body));
  }

  /** multipart/form-data with field "file"; multer stops reading well past the limit so a huge upload cannot fill memory. */
  @Post('avatar')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: AVATAR_MAX_BYTES + 1, files: 1 } }))
  async avatar(@UploadedFile() file: { buffer: Buffer; size: number } | undefined, @CurrentUser() user: User): Promise<Envelope<{ avatar: string }>> {
    return ok({ avatar: await this.profiles.saveAvatar(user, file?.buffer) });
  }

  @Get('avatar/:file')
  avatarFile(@Param('file') file: string, @Res() res: Response): void {
    if (!/^\d+-[0-9a-f]{16}\.(jpg|png)$/.test(file) || !existsSync(join(this.config.uploadsDir, file))) {
      throw new AppError(ERROR_CODES.notFound, 'notFound');
    }
    res.sendFile(join(this.config.uploadsDir, file), { maxAge: '7d' });
  }

  @Post('changePassword')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  async changePassword(@Body(new ZodPipe(API_ROUTES.changePassword.body)) body: ChangePassword, @Req() req: AuthenticatedRequest): Promise<Envelope> {
    await this.limits.enforce('changePassword', { account: req.user.id, ip: req.ip });
    await this.profiles.changePassword(req.user, req.token, body);
    return ok(undefined, 'modificationSucceeded');
  }
}
