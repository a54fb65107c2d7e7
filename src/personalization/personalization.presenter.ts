import { filteredListHref, link, stub } from '../common/hal/hal.js';
import { editionHref } from '../editions/edition.presenter.js';
import type { Category } from './category.entity.js';
import type { Option } from './option.entity.js';
import type {
  PersonalizationCategoryResource,
  PersonalizationOptionResource,
  PersonalizationPropertyResource,
  PersonalizationTokenResource,
  PersonalizationValueResource,
} from './personalization.resource.js';
import type { Property } from './property.entity.js';
import type { Token } from './token.entity.js';
import type { Value } from './value.entity.js';

/**
 * Entities to wire resources (docs/personalization.md). Every resource writes its fields in alphabetical
 * order, as the platform's docs list them: `_computed`, `_embedded`, `_links`, then a to z; the
 * object literals below are written in that order.
 */

type PersonalizationPath = 'category' | 'option' | 'property' | 'value' | 'token';

/** Links are written under /v2; the response hook moves them under the request's prefix. */
function personalizationHref(base: string, path: PersonalizationPath, id: number): string {
  return `${base}/v2/personalization/${path}/${id}`;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentCategory(category: Category, base: string): PersonalizationCategoryResource {
  return {
    _embedded: {
      options: {
        _links: { self: link(filteredListHref(base, '/v2/personalization/option', 'category', category.id)) },
      },
    },
    _links: { self: link(personalizationHref(base, 'category', category.id)) },
    created_on: category.created_on.toISOString(),
    description: category.description,
    external_mapping: category.external_mapping,
    id: category.id,
    is_multiple: category.is_multiple,
    key: category.key,
    modified_on: iso(category.modified_on),
    name: category.name,
    position: category.position,
  };
}

export function presentOption(option: Option, base: string): PersonalizationOptionResource {
  return {
    _embedded: { category: stub(option.category_id, personalizationHref(base, 'category', option.category_id)) },
    _links: { self: link(personalizationHref(base, 'option', option.id)) },
    category: option.category_id,
    created_on: option.created_on.toISOString(),
    external_value: option.external_value,
    id: option.id,
    key: option.key,
    label: option.label,
    modified_on: iso(option.modified_on),
    position: option.position,
  };
}

export function presentProperty(property: Property, base: string): PersonalizationPropertyResource {
  return {
    _embedded: {
      values: { _links: { self: link(filteredListHref(base, '/v2/personalization/value', 'property', property.id)) } },
    },
    _links: { self: link(personalizationHref(base, 'property', property.id)) },
    created_on: property.created_on.toISOString(),
    default: property.default,
    description: property.description,
    external_mapping: property.external_mapping,
    id: property.id,
    is_required: property.is_required,
    key: property.key,
    max_length: property.max_length,
    modified_on: iso(property.modified_on),
    name: property.name,
    position: property.position,
    type: property.type,
  };
}

/** What a token's resource shows besides its row. */
export interface TokenContext {
  valuesCount: number;
  /** The doc's `published` link, or undefined while it is not published. */
  published: string | undefined;
}

export function presentToken(token: Token, context: TokenContext, base: string): PersonalizationTokenResource {
  return {
    _computed: { values_count: context.valuesCount, views: Number(token.views ?? 0) },
    _embedded: {
      edition: stub(token.edition_id, editionHref(base, token.edition_id)),
      values: { _links: { self: link(filteredListHref(base, '/v2/personalization/value', 'token', token.id)) } },
    },
    _links: {
      ...(context.published !== undefined && { personalized: link(`${context.published}?t=${token.key}`) }),
      self: link(personalizationHref(base, 'token', token.id)),
    },
    created_on: token.created_on.toISOString(),
    edition: token.edition_id,
    expires_on: iso(token.expires_on),
    external_id: token.external_id,
    id: token.id,
    key: token.key,
    last_viewed_on: iso(token.last_viewed_on),
    modified_on: iso(token.modified_on),
    name: token.name,
  };
}

export function presentValue(value: Value, base: string): PersonalizationValueResource {
  return {
    _embedded: {
      ...(value.option_id !== null && {
        option: stub(value.option_id, personalizationHref(base, 'option', value.option_id)),
      }),
      ...(value.property_id !== null && {
        property: stub(value.property_id, personalizationHref(base, 'property', value.property_id)),
      }),
      token: stub(value.token_id, personalizationHref(base, 'token', value.token_id)),
    },
    _links: { self: link(personalizationHref(base, 'value', value.id)) },
    created_on: value.created_on.toISOString(),
    id: value.id,
    modified_on: iso(value.modified_on),
    option: value.option_id,
    property: value.property_id,
    token: value.token_id,
    value: value.value,
  };
}
