import { ApiProperty } from '@nestjs/swagger';

import { CollectionDto, HalLinkDto, ResourceStubDto } from '../common/hal/hal.dto.js';

/** The Media Library resources as they go on the wire (docs/media-library.md, Media Library), for types and OpenAPI. */
class FileEmbeddedDto {
  @ApiProperty({ type: ResourceStubDto }) account: ResourceStubDto;
  @ApiProperty({ type: ResourceStubDto }) folder: ResourceStubDto;
}

class FileLinksDto {
  @ApiProperty({ type: HalLinkDto, description: '/image/{id} for images, else /topiary/file/{id}' }) self: HalLinkDto;
  @ApiProperty({ type: HalLinkDto, description: 'the bytes, with ETag, Content-Length and Range support' })
  content: HalLinkDto;
}

export class FileResource {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ description: "the client's file name, reduced to a base name" }) name: string;
  @ApiProperty({ description: 'a safe ASCII file name with the extension of the sniffed type; never a path' })
  filename: string;
  @ApiProperty({ description: 'sniffed from the bytes', example: 'image/png' }) mime_type: string;
  @ApiProperty({ type: 'integer', description: 'bytes' }) size: number;
  @ApiProperty({ description: 'sha256 of the bytes, hex', pattern: '^[0-9a-f]{64}$' }) checksum: string;
  @ApiProperty({ enum: ['image', 'file'] }) kind: 'image' | 'file';
  @ApiProperty({ type: 'integer', nullable: true, description: 'images only' }) width: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'images only' }) height: number | null;
  @ApiProperty({ type: 'integer', description: 'the folder id' }) folder: number;
  @ApiProperty({ type: 'integer', description: 'the workspace id' }) account: number;
  @ApiProperty({ type: 'string', format: 'date-time' }) created_on: string;
  @ApiProperty({ type: 'string', format: 'date-time' }) modified_on: string;
  @ApiProperty({ type: FileEmbeddedDto }) _embedded: FileEmbeddedDto;
  @ApiProperty({ type: FileLinksDto }) _links: FileLinksDto;
}

class FolderEmbeddedDto {
  @ApiProperty({ type: ResourceStubDto }) account: ResourceStubDto;
  @ApiProperty({ type: ResourceStubDto, nullable: true, description: 'null for the root folder' })
  parent: ResourceStubDto | null;
  @ApiProperty({ type: [ResourceStubDto], description: 'the child folders' }) folders: ResourceStubDto[];
  @ApiProperty({ type: [FileResource], description: 'the first 100 files, by id' }) files: FileResource[];
}

class FolderLinksDto {
  @ApiProperty({ type: HalLinkDto }) self: HalLinkDto;
  @ApiProperty({ type: HalLinkDto, nullable: true, description: 'null for the root folder' }) parent: HalLinkDto | null;
}

class FolderComputedDto {
  @ApiProperty({ type: 'integer', description: 'files directly in this folder' }) files_count: number;
  @ApiProperty({ type: 'integer', description: 'child folders' }) folders_count: number;
  @ApiProperty({ type: 'integer', description: 'bytes of the files directly in this folder' }) size_bytes: number;
}

export class FolderResource {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: 'integer', nullable: true, description: 'null for the root folder' }) parent: number | null;
  @ApiProperty({ type: 'integer', description: 'the workspace id' }) account: number;
  @ApiProperty({ type: 'string', format: 'date-time' }) created_on: string;
  @ApiProperty({ type: 'string', format: 'date-time' }) modified_on: string;
  @ApiProperty({ type: FolderEmbeddedDto }) _embedded: FolderEmbeddedDto;
  @ApiProperty({ type: FolderLinksDto }) _links: FolderLinksDto;
  @ApiProperty({ type: FolderComputedDto }) _computed: FolderComputedDto;
}

class FolderListEmbeddedDto {
  @ApiProperty({ type: [FolderResource] }) folder: FolderResource[];
}

export class FolderCollection extends CollectionDto {
  @ApiProperty({ type: FolderListEmbeddedDto }) _embedded: FolderListEmbeddedDto;
}

class FileListEmbeddedDto {
  @ApiProperty({ type: [FileResource] }) file: FileResource[];
}

export class FileCollection extends CollectionDto {
  @ApiProperty({ type: FileListEmbeddedDto }) _embedded: FileListEmbeddedDto;
}
