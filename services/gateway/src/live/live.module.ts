import { Module } from '@nestjs/common';
import { LiveEvents } from './live-events.js';

@Module({ providers: [LiveEvents], exports: [LiveEvents] })
export class LiveModule {}
