/**
 * The stack's floor for `npm run bench` : the least the design the issue asks for can
 * cost per request. The ceiling's statement and JSON (ceiling.ts), served the way the API must be
 * built: NestJS on Fastify, a controller with `ParseIntPipe`, and a global guard of
 * `@nestjs/passport` with `passport-http-bearer` (the token looked up in an in-memory map, as the
 * ceiling does). Nothing else: no logs, no headers work, no ETag, no rate limit, no presenter.
 * The API's ratio to it is the cost of its features; the floor's ratio to the ceiling is what
 * the framework alone takes, which no feature work can win back.
 *
 * Env: DATABASE_URL, PORT, PUBLIC_URL.
 */
import 'reflect-metadata';

import {
  BadRequestException,
  Body,
  Controller,
  type ExecutionContext,
  Get,
  HttpCode,
  Injectable,
  Module,
  NotFoundException,
  Param,
  ParseIntPipe,
  Post,
  Req,
  SetMetadata,
  UnauthorizedException,
} from '@nestjs/common';
import { APP_GUARD, NestFactory, Reflector } from '@nestjs/core';
import { AuthGuard, PassportModule, PassportStrategy } from '@nestjs/passport';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type mysql from 'mysql2/promise';
import { Strategy } from 'passport-http-bearer';

import { issueToken, linked, rawPool, TITLE_SQL, USER_SQL } from './raw-reads.js';

const pool = rawPool();
const tokens = new Map<string, number>();
const PUBLIC = 'floor:public';

interface Caller {
  workspaceId: number;
}

@Injectable()
class BearerStrategy extends PassportStrategy(Strategy, 'bearer') {
  validate(token: string): Caller {
    const workspaceId = tokens.get(token);
    if (workspaceId === undefined) throw new UnauthorizedException();
    return { workspaceId };
  }
}

/** Deny by default, as the API's guard: every route needs a token unless marked public. */
@Injectable()
class BearerGuard extends AuthGuard('bearer') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    if (this.reflector.get<boolean>(PUBLIC, context.getHandler())) return true;
    return super.canActivate(context);
  }
}

async function one(sql: string, params: number[]): Promise<mysql.RowDataPacket> {
  const [rows] = await pool.execute<mysql.RowDataPacket[]>(sql, params);
  if (!rows[0]) throw new NotFoundException();
  return rows[0];
}

@Controller()
class FloorController {
  @Get('v2/magazine/title/:id')
  async title(@Req() req: { user: Caller }, @Param('id', ParseIntPipe) id: number) {
    return linked(await one(TITLE_SQL, [id, req.user.workspaceId]), `/v2/magazine/title/${id}`, req.user.workspaceId);
  }

  @Get('v2/user/:id')
  async user(@Req() req: { user: Caller }, @Param('id', ParseIntPipe) id: number) {
    return linked(await one(USER_SQL, [req.user.workspaceId, id]), `/v2/user/${id}`, req.user.workspaceId);
  }

  @Get('ready')
  @SetMetadata(PUBLIC, true)
  ready() {
    return { status: 'ok' };
  }

  /** Enough of the token endpoint to hand the benchmark a token, as the ceiling's. */
  @Post('oauth')
  @HttpCode(200)
  @SetMetadata(PUBLIC, true)
  async oauth(@Body() fields: Record<string, string>) {
    const issued = await issueToken(pool, tokens, fields);
    if (!issued) throw new BadRequestException('invalid_client');
    return issued;
  }
}

@Module({
  imports: [PassportModule],
  controllers: [FloorController],
  providers: [BearerStrategy, { provide: APP_GUARD, useClass: BearerGuard }],
})
class FloorModule {}

const app = await NestFactory.create<NestFastifyApplication>(FloorModule, new FastifyAdapter(), { logger: false });
await app.listen(Number(process.env.PORT ?? 3100), '127.0.0.1');
