import { GraphQLScalarType } from 'graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';

/** An `Upload` argument as resolvers get it: a box, not a thenable (see UploadScalar). */
export interface UploadArg {
  promise: Promise<FileUpload>;
}

/**
 * graphql-upload's `Upload` scalar (same name and description in the schema) whose value is boxed:
 * TypeGraphQL awaits thenable arguments before calling the resolver, so a file that never came or a
 * broken body failed outside it as INTERNAL_SERVER_ERROR instead of a Spanish BAD_USER_INPUT.
 */
export const UploadScalar = new GraphQLScalarType<UploadArg, never>({
  ...GraphQLUpload.toConfig(),
  parseValue: (value) => ({ promise: GraphQLUpload.parseValue(value) as Promise<FileUpload> }),
  // Always throws ('Upload literal unsupported.'): files come only as multipart variables.
  parseLiteral: (node, variables) => GraphQLUpload.parseLiteral(node, variables) as never,
});
