/**
 * The peer for `npm run bench` (issue 16): the same endpoints written the way most NestJS users
 * would write them, after the official samples. Express (`@nestjs/platform-express`),
 * `TypeOrmModule.forFeature` repositories and `Repository.findOne`, `@nestjs/passport` with
 * `passport-http-bearer` looking the token up in the database on every request, a global
 * `ValidationPipe` and `ClassSerializerInterceptor`. Same database, same rows (the API's own
 * entities), same JSON fields (not byte for byte: no HAL presenter, no ETag). It implements GET a
 * project and a user by id, PATCH a project and POST /oauth.
 *
 * Env: DATABASE_URL, PORT, PUBLIC_URL.
 */
import 'reflect-metadata';

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

import {
  BadRequestException,
  Body,
  ClassSerializerInterceptor,
  Controller,
  Get,
  HttpCode,
  Injectable,
  Module,
  NotFoundException,
  Param,
  ParseIntPipe,
  Patch,
  Post,
  Req,
  UnauthorizedException,
  UseGuards,
  ValidationPipe,
} from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import { AuthGuard, PassportModule, PassportStrategy } from '@nestjs/passport';
import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Strategy } from 'passport-http-bearer';
import { Repository } from 'typeorm';

import { AccessToken } from '../../src/auth/access-token.entity.js';
import { ApiCredential } from '../../src/auth/api-credential.entity.js';
import { ENTITIES } from '../../src/database/data-source.js';
import { Edition } from '../../src/editions/edition.entity.js';
import { Title } from '../../src/titles/title.entity.js';
import { User } from '../../src/users/user.entity.js';

const base = (process.env.PUBLIC_URL ?? '').replace(/\/+$/, '');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

interface Caller {
  workspaceId: number;
}

@Injectable()
class BearerStrategy extends PassportStrategy(Strategy, 'bearer') {
  constructor(@InjectRepository(AccessToken) private readonly tokens: Repository<AccessToken>) {
    super();
  }

  async validate(token: string): Promise<Caller> {
    const found = await this.tokens.findOne({ where: { token_hash: sha256(token) } });
    if (!found || found.expires_on.getTime() < Date.now()) throw new UnauthorizedException();
    return { workspaceId: found.workspace_id };
  }
}

class UpdateTitleDto {
  @IsOptional()
  @IsString()
  @MaxLength(255)
  website?: string;

  @IsOptional()
  @IsString()
  @MaxLength(255)
  name?: string;
}

class OauthDto {
  @IsString()
  grant_type!: string;

  @IsString()
  client_id!: string;

  @IsString()
  client_secret!: string;
}

@Controller('oauth')
class OauthController {
  constructor(
    @InjectRepository(ApiCredential) private readonly credentials: Repository<ApiCredential>,
    @InjectRepository(AccessToken) private readonly tokens: Repository<AccessToken>,
  ) {}

  @Post()
  @HttpCode(200)
  async token(@Body() dto: OauthDto) {
    const credential = await this.credentials.findOne({ where: { client_id: dto.client_id } });
    const presented = Buffer.from(sha256(dto.client_secret), 'hex');
    const stored = Buffer.from(credential?.secret_hash ?? '0'.repeat(64), 'hex');
    if (
      dto.grant_type !== 'client_credentials' ||
      !credential ||
      credential.revoked_on ||
      !timingSafeEqual(presented, stored)
    ) {
      throw new BadRequestException('invalid_client');
    }
    const token = randomBytes(20).toString('hex');
    const now = new Date();
    await this.tokens.save(
      this.tokens.create({
        token_hash: sha256(token),
        credential_id: credential.id,
        workspace_id: credential.workspace_id,
        expires_on: new Date(now.getTime() + 3600_000),
        created_on: now,
      }),
    );
    return { access_token: token, expires_in: 3600, token_type: 'Bearer', scope: null };
  }
}

@Controller('v2/magazine/title')
@UseGuards(AuthGuard('bearer'))
class TitlesController {
  constructor(
    @InjectRepository(Title) private readonly titles: Repository<Title>,
    @InjectRepository(Edition) private readonly editions: Repository<Edition>,
  ) {}

  private async present(title: Title) {
    const [total, published] = await Promise.all([
      this.editions.count({ where: { title_id: title.id } }),
      this.editions.count({ where: { title_id: title.id, status: 'published' } }),
    ]);
    const { certificate_key: _secret, ...fields } = title;
    return {
      ...fields,
      _computed: { editions_total: total, editions_published: published },
      _links: {
        self: { href: `${base}/v2/magazine/title/${title.id}` },
        account: { href: `${base}/v2/account/${title.workspace_id}` },
      },
    };
  }

  private async find(caller: Caller, id: number): Promise<Title> {
    const title = await this.titles.findOne({ where: { id, workspace_id: caller.workspaceId } });
    if (!title) throw new NotFoundException();
    return title;
  }

  @Get(':id')
  async get(@Req() req: { user: Caller }, @Param('id', ParseIntPipe) id: number) {
    return this.present(await this.find(req.user, id));
  }

  @Patch(':id')
  async update(@Req() req: { user: Caller }, @Param('id', ParseIntPipe) id: number, @Body() dto: UpdateTitleDto) {
    const title = await this.find(req.user, id);
    Object.assign(title, dto, { modified_on: new Date(), affected_on: new Date() });
    return this.present(await this.titles.save(title));
  }
}

@Controller('v2/user')
@UseGuards(AuthGuard('bearer'))
class UsersController {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  @Get(':id')
  async get(@Req() req: { user: Caller }, @Param('id', ParseIntPipe) id: number) {
    const user = await this.users.findOne({
      where: { id, memberships: { workspace_id: req.user.workspaceId } },
      relations: { memberships: true },
    });
    if (!user) throw new NotFoundException();
    const { password_hash, memberships, ...fields } = user;
    return {
      ...fields,
      has_password: password_hash !== null,
      roles: memberships?.[0]?.roles ?? [],
      _links: {
        self: { href: `${base}/v2/user/${user.id}` },
        account: { href: `${base}/v2/account/${req.user.workspaceId}` },
      },
    };
  }
}

@Controller('ready')
class ReadyController {
  @Get()
  ready() {
    return { status: 'ok' };
  }
}

const url = new URL(process.env.DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/bench');

@Module({
  imports: [
    TypeOrmModule.forRoot({
      type: 'mysql',
      host: url.hostname,
      port: Number(url.port || 3306),
      username: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      database: url.pathname.slice(1),
      entities: ENTITIES,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      synchronize: false,
    }),
    TypeOrmModule.forFeature([Title, Edition, User, AccessToken, ApiCredential]),
    PassportModule,
  ],
  controllers: [OauthController, TitlesController, UsersController, ReadyController],
  providers: [BearerStrategy],
})
class PeerModule {}

const app = await NestFactory.create(PeerModule, { logger: ['warn', 'error'] });
app.useGlobalPipes(new ValidationPipe({ whitelist: true, transform: true }));
app.useGlobalInterceptors(new ClassSerializerInterceptor(app.get(Reflector)));
await app.listen(Number(process.env.PORT ?? 3200), '127.0.0.1');
