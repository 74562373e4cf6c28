import { Module } from '@nestjs/common';
import { WarrantyController } from './warranty.controller.js';
import { WarrantyService } from './warranty.service.js';

@Module({ controllers: [WarrantyController], providers: [WarrantyService] })
export class WarrantyModule {}
