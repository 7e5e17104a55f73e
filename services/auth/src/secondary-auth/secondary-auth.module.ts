import { Module } from '@nestjs/common';
import { OutboxModule } from '@openset/server-kit';
import { PasswordsModule } from '../passwords/passwords.module.js';
import { KnownNetworks } from './known-networks.js';
import { SecondaryAuthService } from './secondary-auth.service.js';

/** The e-mailed code of the second sign-in step and the networks an account is known from. */
@Module({
  imports: [OutboxModule, PasswordsModule],
  providers: [SecondaryAuthService, KnownNetworks],
  exports: [SecondaryAuthService, KnownNetworks],
})
export class SecondaryAuthModule {}
