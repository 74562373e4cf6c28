import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { ContentController, InternalContentController } from './content.controller.js';
import { ContentService } from './content.service.js';

@Module({ imports: [AccountsModule], controllers: [ContentController, InternalContentController], providers: [ContentService], exports: [ContentService] })
export class ContentModule {}
