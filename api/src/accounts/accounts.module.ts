import { Module } from '@nestjs/common';
import { PointsModule } from '../points/points.module.js';
import { LoginController } from './login/login.controller.js';
import { LoginService } from './login/login.service.js';
import { PasswordResetController } from './password-reset/password-reset.controller.js';
import { PasswordResetService } from './password-reset/password-reset.service.js';
import { EmailValidationController } from './email-validation/email-validation.controller.js';
import { EmailValidationService } from './email-validation/email-validation.service.js';
import { RegistrationController } from './registration/registration.controller.js';
import { RegistrationService } from './registration/registration.service.js';
import { ProfileController } from './profile/profile.controller.js';
import { ProfileService } from './profile/profile.service.js';
import { InternalSessionController } from './internal/internal-session.controller.js';
import { InternalKeyGuard } from './internal/internal-key.guard.js';
import { MatchTicketController } from './match-ticket/match-ticket.controller.js';
import { MyGamesController } from './games/my-games.controller.js';
import { RaceReportService } from './games/race-report.service.js';
import { SignInCardsController } from './sign-in-cards/sign-in-cards.controller.js';
import { SignInCardsService } from './sign-in-cards/sign-in-cards.service.js';

@Module({
  imports: [PointsModule],
  controllers: [LoginController, PasswordResetController, EmailValidationController, RegistrationController, ProfileController, MyGamesController, InternalSessionController, MatchTicketController, SignInCardsController],
  providers: [LoginService, PasswordResetService, EmailValidationService, RegistrationService, ProfileService, InternalKeyGuard, RaceReportService, SignInCardsService],
  exports: [InternalKeyGuard],
})
export class AccountsModule {}
