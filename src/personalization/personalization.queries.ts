import { WorkspaceScope } from '../common/workspace-scope.js';
import { Category } from './category.entity.js';
import { Option } from './option.entity.js';
import { Property } from './property.entity.js';
import { Token } from './token.entity.js';
import { Value } from './value.entity.js';

/** The workspace's personalization rows: every read and write of one by id goes through these. */
export const CATEGORIES = new WorkspaceScope(Category, 'category');
export const OPTIONS = new WorkspaceScope(Option, 'option');
export const PROPERTIES = new WorkspaceScope(Property, 'property');
export const TOKENS = new WorkspaceScope(Token, 'token');
export const VALUES = new WorkspaceScope(Value, 'value');
