import { createHash, timingSafeEqual } from 'node:crypto';

import { Injectable, type OnModuleDestroy } from '@nestjs/common';

import { imagePlaceholderKey } from '../content/placeholders.js';
import { ContentChanges } from '../database/content-changes.js';
import type { PageContent } from '../editions/page-content.js';
import type { PersonalizationContext } from '../personalization/reader-personalization.js';
import { PublicationService } from '../publication/publication.service.js';
import { contentRefs } from '../rendering/renderer.js';
import type { Doc } from './reader-docs.js';

/** Docs whose list of referenced files is remembered. */
const REFS_DOCS = 1_000;

/** What the asset route may serve for a doc: files its visible pages name, and its image placeholders' keys. */
interface DocRefs {
  ids: Set<number>;
  imageKeys: Set<string>;
}

/** The query a personalized page adds to each of its token's images, by file id. */
export type ImageProofs = Map<number, string>;

/**
 * The asset route's allow-list (docs/reader.md): a Media Library file is served under a doc only
 * when a visible page of the doc references it, or it is the doc's cover, or an image placeholder
 * of the doc resolves to it for this reader.
 */
@Injectable()
export class AssetAllowList implements OnModuleDestroy {
  private readonly refs = new Map<number, { stamp: string } & DocRefs>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly publication: PublicationService,
    changes: ContentChanges,
  ) {
    this.unsubscribe = changes.subscribe((change) => {
      if ('all' in change) this.refs.clear();
      else this.refs.delete(change.editionId);
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  /**
   * Whether the doc may serve this file: `proof` is the request's `?p=`, which a personalized
   * page writes on its token's own images (see imageProofs).
   */
  async allows(doc: Doc, fileId: number, proof: string | undefined): Promise<boolean> {
    const refs = await this.referenced(doc);
    return refs.ids.has(fileId) || (await this.placeholderImage(doc, refs, fileId, proof));
  }

  /**
   * Every file the doc's visible pages reference, and its cover, and the keys of their image
   * placeholders (`{"image": "{{logo}}"}`).
   */
  private async referenced(doc: Doc): Promise<DocRefs> {
    const known = this.refs.get(doc.id);
    if (known?.stamp === doc.stamp) return known;
    const { contents } = await this.publication.storedPages(doc);
    const ids = new Set<number>();
    const imageKeys = new Set<string>();
    for (const content of contents.values()) {
      for (const ref of contentRefs(content)) ids.add(ref.id);
      collectImageKeys(content.children, imageKeys);
    }
    if (doc.screenshotId !== null) ids.add(doc.screenshotId);
    if (this.refs.size >= REFS_DOCS) this.refs.delete(this.refs.keys().next().value!);
    const refs = { stamp: doc.stamp, ids, imageKeys };
    this.refs.set(doc.id, refs);
    return refs;
  }

  /**
   * Whether an image placeholder of the doc resolves to this file for this request: a property's
   * default (what every reader sees, so no proof is asked), or a token's own image, when the
   * request carries the proof its page wrote (`?p={token id}.{proof}`, made from the token's key:
   * see imageProofs). Without a valid proof another token's image is a 404 like any other name,
   * and a wrong, rotated or foreign proof is the same 404 as none.
   */
  private async placeholderImage(doc: Doc, refs: DocRefs, fileId: number, proofParam?: string): Promise<boolean> {
    if (refs.imageKeys.size === 0 || !this.publication.personalizes) return false;
    const plain = (await this.publication.readerFor(doc, undefined))!;
    const resolves = (context: PersonalizationContext) =>
      [...refs.imageKeys].some((key) => {
        const property = context.properties.get(key);
        if (property?.type !== 'image') return false;
        return Number(context.values.get(key) || property.default) === fileId;
      });
    if (resolves(plain)) return true;
    if (!doc.options.has_personalization) return false;
    const proof = /^(\d{1,10})\.([A-Za-z0-9_-]{22})$/.exec(proofParam ?? '');
    const key = proof ? await this.publication.liveKey(doc, Number(proof[1])) : null;
    if (proof === null || key === null) return false;
    const expected = Buffer.from(imageProof(doc.id, fileId, key));
    const given = Buffer.from(proof[2]);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    return resolves((await this.publication.readerFor(doc, key))!);
  }
}

function collectImageKeys(nodes: readonly PageContent['children'][number][], into: Set<string>): void {
  for (const node of nodes) {
    if (node.type === 'image' && typeof node.image === 'string') {
      const key = imagePlaceholderKey(node.image);
      if (key !== null) into.add(key);
    } else if (node.type === 'section') collectImageKeys(node.children, into);
  }
}

/**
 * A token's image is served only to whoever read its page: the page writes `?p={token id}.{proof}`
 * on the image, the proof a hash of the doc, the file and the token's key (128 random bits). The
 * key itself never appears in the page, and a rotated key makes every earlier proof fail.
 */
function imageProof(docId: number, fileId: number, key: string): string {
  return createHash('sha256').update(`reader-image\n${docId}\n${fileId}\n${key}`).digest('base64url').slice(0, 22);
}

/** The proofs a token's page writes on its token's images. */
export function imageProofs(docId: number, context: PersonalizationContext, key: string): ImageProofs {
  const proofs: ImageProofs = new Map();
  for (const [property, value] of context.values) {
    if (context.properties.get(property)?.type !== 'image' || !/^[1-9]\d{0,9}$/.test(value)) continue;
    const fileId = Number(value);
    proofs.set(fileId, `p=${context.tokenId}.${imageProof(docId, fileId, key)}`);
  }
  return proofs;
}
