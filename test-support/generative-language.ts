/**
 * The Gemini API's published description, for the drafting stand-in (e2e/support/gemini-stand-in.ts):
 * every request the editor sends and every answer the stand-in gives is checked against the
 * Generative Language API's v1beta messages (GenerateContentRequest, GenerateContentResponse) as
 * Google publishes them in @google-ai/generativelanguage (its protobuf description, from which the
 * REST API's JSON is the standard mapping: lowerCamelCase names, enums by name, bytes in base64).
 * So the stand-in cannot drift into answering what the service never would, nor accept a request
 * the service would refuse for its shape. A field unknown to the description, a value of the
 * wrong type, an unknown enum name, two members of one oneof or a missing required field is a
 * problem, named by its path.
 */
import { createRequire } from 'node:module';
import protobuf from 'protobufjs';

const require = createRequire(__filename);
const description = require('@google-ai/generativelanguage/build/protos/protos.json') as protobuf.INamespace;
const root = protobuf.Root.fromJSON(description);
const V1BETA = 'google.ai.generativelanguage.v1beta';

const INTEGER = new Set([
  'int32',
  'uint32',
  'sint32',
  'fixed32',
  'sfixed32',
  'int64',
  'uint64',
  'sint64',
  'fixed64',
  'sfixed64',
]);
const BASE64 = /^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)?$/;
/** Well-known types whose JSON is free-form. */
const FREE_FORM = new Set(['.google.protobuf.Struct', '.google.protobuf.Value', '.google.protobuf.ListValue']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The name a field has in JSON: its json_name when the description gives one, its lowerCamelCase name otherwise. */
const jsonName = (field: protobuf.Field): string => (field.options?.json_name as string | undefined) ?? field.name;

function scalarProblem(field: protobuf.Field, value: unknown): string | undefined {
  const { type } = field;
  if (type === 'string') return typeof value === 'string' ? undefined : 'a string';
  if (type === 'bool') return typeof value === 'boolean' ? undefined : 'true or false';
  if (type === 'bytes') return typeof value === 'string' && BASE64.test(value) ? undefined : 'base64 bytes';
  if (INTEGER.has(type))
    return Number.isInteger(value) || (typeof value === 'string' && /^-?\d+$/.test(value)) ? undefined : 'an integer';
  if (type === 'float' || type === 'double') return typeof value === 'number' ? undefined : 'a number';
  return undefined;
}

function valueProblems(field: protobuf.Field, value: unknown, path: string): string[] {
  const resolved = field.resolve().resolvedType;
  if (resolved instanceof protobuf.Enum)
    return (typeof value === 'string' && value in resolved.values) || Number.isInteger(value)
      ? []
      : [`${path} is not one of ${resolved.name}'s values`];
  if (resolved instanceof protobuf.Type) {
    if (FREE_FORM.has(resolved.fullName)) return [];
    return messageProblems(resolved, value, path);
  }
  const expected = scalarProblem(field, value);
  return expected ? [`${path} should be ${expected}`] : [];
}

function messageProblems(
  type: protobuf.Type,
  value: unknown,
  path: string,
  givenInPath: readonly string[] = [],
): string[] {
  if (!isObject(value)) return [`${path || 'the body'} should be a ${type.name} object`];
  const fields = new Map(type.fieldsArray.map((field) => [jsonName(field), field]));
  const problems = Object.entries(value).flatMap(([key, item]) => {
    const field = fields.get(key);
    const at = path ? `${path}.${key}` : key;
    if (!field) return [`${at} is not a field of ${type.name}`];
    if (item === null) return [];
    if (field.repeated) {
      if (!Array.isArray(item)) return [`${at} should be a list`];
      return item.flatMap((each, index) => valueProblems(field, each, `${at}[${index}]`));
    }
    return valueProblems(field, item, at);
  });
  const set = (field: protobuf.Field) => value[jsonName(field)] !== undefined && value[jsonName(field)] !== null;
  const oneofs = type.oneofsArray.filter((oneof) => !oneof.name.startsWith('_'));
  const crowded = oneofs.flatMap((oneof) =>
    oneof.fieldsArray.filter(set).length > 1 ? [`${path || 'the body'} sets more than one of ${oneof.name}`] : [],
  );
  const missing = type.fieldsArray.flatMap((field) =>
    field.options?.['(google.api.field_behavior)'] === 'REQUIRED' && !givenInPath.includes(field.name) && !set(field)
      ? [`${path ? `${path}.` : ''}${jsonName(field)} is required`]
      : [],
  );
  return [...problems, ...crowded, ...missing];
}

/**
 * The problems of a generateContent request body (the model is given in the address, not the
 * body), as the description states the request; none: it is one the service accepts for its shape.
 */
export const requestProblems = (body: unknown): string[] =>
  messageProblems(root.lookupType(`${V1BETA}.GenerateContentRequest`), body, '', ['model']);

/** The problems of a generateContent answer, as the description states it. */
export const answerProblems = (answer: unknown): string[] =>
  messageProblems(root.lookupType(`${V1BETA}.GenerateContentResponse`), answer, '');

/** The JSON of a `google.protobuf.Any`: its type's address, and that type's fields beside it. */
const ANY_TYPE = /^type\.googleapis\.com\/[\w.]+$/;

/**
 * The problems of an error answer: Google's JSON error body, `{ error: … }` holding a
 * `google.rpc.Status` as the description states it (`code`, `message`, `details` of Any), plus the
 * `status` name of its code that the JSON mapping of an HTTP error adds, a string.
 */
export function errorProblems(body: unknown): string[] {
  if (!isObject(body)) return ['the body should be an object'];
  const { error, ...others } = body;
  const extra = Object.keys(others).map((key) => `${key} is not part of an error body`);
  if (!isObject(error)) return [...extra, 'error should be a google.rpc.Status object'];
  const { status, details, ...rest } = error;
  const statusProblems =
    typeof status === 'string' && /^[A-Z_]+$/.test(status) ? [] : ['error.status should be a code name'];
  const detailProblems = (
    Array.isArray(details) ? (details as unknown[]) : details === undefined ? [] : [null]
  ).flatMap((detail, index) =>
    isObject(detail) && typeof detail['@type'] === 'string' && ANY_TYPE.test(detail['@type'])
      ? []
      : [`error.details[${index}] should be an Any with its @type`],
  );
  return [
    ...extra,
    ...statusProblems,
    ...messageProblems(root.lookupType('google.rpc.Status'), rest, 'error'),
    ...detailProblems,
  ];
}

/** The names the description gives a candidate's ending and a blocked prompt's reason. */
export const finishReasons = (): string[] => Object.keys(root.lookupEnum(`${V1BETA}.Candidate.FinishReason`).values);
export const blockReasons = (): string[] =>
  Object.keys(root.lookupEnum(`${V1BETA}.GenerateContentResponse.PromptFeedback.BlockReason`).values);

/** The problems of a Model, as models.get answers it. */
export const modelProblems = (answer: unknown): string[] =>
  messageProblems(root.lookupType(`${V1BETA}.Model`), answer, '');

/**
 * The path of a v1beta ModelService method, from its HTTP rule in the description
 * (`get: "/v1beta/{name=models/*}"`) as a pattern whose `name` group is the resource's name.
 */
export function modelServicePath(method: 'GetModel' | 'ListModels'): { verb: string; pattern: RegExp } {
  const options = root.lookupService(`${V1BETA}.ModelService`).methods[method]?.options ?? {};
  const [rule, template] = Object.entries(options).find(([key]) => key.startsWith('(google.api.http).')) ?? [];
  if (typeof template !== 'string' || !rule) throw new Error(`${method} has no HTTP rule in the description`);
  const pattern = template.replace(
    /\{(\w+)=([^}]+)\}/g,
    (_, name: string, resource: string) => `(?<${name}>${resource.replace(/\*/g, '[^/:]+')})`,
  );
  return { verb: rule.slice('(google.api.http).'.length).toUpperCase(), pattern: new RegExp(`^${pattern}$`) };
}
