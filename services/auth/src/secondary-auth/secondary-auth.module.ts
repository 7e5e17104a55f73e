import { Module } from '@nestjs/common';
import { OutboxModule } from '@openset/server-kit';
import { PasswordsModule } from '../passwords/passwords.module.js';
import { KnownNetworks } from './known-networks.js';
import { RecognisedNetworksHandlers } from './recognised-networks.handlers.js';
import { RecognisedNetworksService } from './recognised-networks.service.js';
import { SecondaryAuthService } from './secondary-auth.service.js';

/**
 * The e-mailed code of the second sign-in step and the networks an account is known from, which
 * their owner lists and forgets in Settings > Security.
 */
@Module({
  imports: [OutboxModule, PasswordsModule],
  controllers: [RecognisedNetworksHandlers],
  providers: [SecondaryAuthService, KnownNetworks, RecognisedNetworksService],
  exports: [SecondaryAuthService, KnownNetworks],
})
export class SecondaryAuthModule {}
