/** The OpenAPI 3.1 document of every call, generated from the zod schemas of the call list. */
import * as z from 'zod';
import { codeCatalogue } from '../errors/codes';
import { allCalls, callPath } from './calls';
import type { CallDefinition } from './define';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  } catch {
    return {};
  }
}

function operation(call: CallDefinition) {
  return {
    post: {
      operationId: `${call.group}_${call.name}`,
      tags: [call.group],
      summary: call.summary,
      security: call.access === 'public' ? [] : [{ token: [] }],
      parameters: [{ name: 'Culture', in: 'header', schema: { type: 'string', enum: ['zh-CN', 'en'] } }],
      requestBody: {
        required: false,
        content: { 'application/json': { schema: jsonSchema(call.request, 'input') } },
      },
      responses: {
        200: {
          description: '`{ code, message, data }`: code 0 with data, or a business refusal',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  code: { type: 'integer' },
                  message: { type: 'string' },
                  data: jsonSchema(call.response, 'output'),
                },
              },
            },
          },
        },
      },
    },
  };
}

export function openApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'PV design tool API',
      version: '1',
      description: `Every call is POST with headers Culture and Token. Codes: ${Object.entries(codeCatalogue)
        .map(([code, entry]) => `${code} ${entry.en}`)
        .join('; ')}.`,
    },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Token' } } },
    paths: Object.fromEntries(allCalls.map((call) => [`/api/${callPath(call)}`, operation(call)])),
  };
}
