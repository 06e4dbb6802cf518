/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}": typeof types.LoginDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "query Me {\n  me {\n    id\n    name\n    email\n    role\n  }\n}": typeof types.MeDocument,
    "fragment AdminUserFields on User {\n  id\n  name\n  email\n  role\n  isActive\n}": typeof types.AdminUserFieldsFragmentDoc,
    "mutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    ...AdminUserFields\n  }\n}": typeof types.CreateUserDocument,
    "mutation SetUserPassword($id: Int!, $newPassword: String!) {\n  setUserPassword(id: $id, newPassword: $newPassword) {\n    ok\n    token\n  }\n}": typeof types.SetUserPasswordDocument,
    "mutation UpdateUser($id: Int!, $input: UpdateUserInput!) {\n  updateUser(id: $id, input: $input) {\n    ...AdminUserFields\n  }\n}": typeof types.UpdateUserDocument,
    "query UsersAdmin {\n  users {\n    ...AdminUserFields\n  }\n}": typeof types.UsersAdminDocument,
};
const documents: Documents = {
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "query Me {\n  me {\n    id\n    name\n    email\n    role\n  }\n}": types.MeDocument,
    "fragment AdminUserFields on User {\n  id\n  name\n  email\n  role\n  isActive\n}": types.AdminUserFieldsFragmentDoc,
    "mutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    ...AdminUserFields\n  }\n}": types.CreateUserDocument,
    "mutation SetUserPassword($id: Int!, $newPassword: String!) {\n  setUserPassword(id: $id, newPassword: $newPassword) {\n    ok\n    token\n  }\n}": types.SetUserPasswordDocument,
    "mutation UpdateUser($id: Int!, $input: UpdateUserInput!) {\n  updateUser(id: $id, input: $input) {\n    ...AdminUserFields\n  }\n}": types.UpdateUserDocument,
    "query UsersAdmin {\n  users {\n    ...AdminUserFields\n  }\n}": types.UsersAdminDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    user {\n      id\n      name\n      email\n      role\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    id\n    name\n    email\n    role\n  }\n}"): (typeof documents)["query Me {\n  me {\n    id\n    name\n    email\n    role\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminUserFields on User {\n  id\n  name\n  email\n  role\n  isActive\n}"): (typeof documents)["fragment AdminUserFields on User {\n  id\n  name\n  email\n  role\n  isActive\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    ...AdminUserFields\n  }\n}"): (typeof documents)["mutation CreateUser($input: CreateUserInput!) {\n  createUser(input: $input) {\n    ...AdminUserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetUserPassword($id: Int!, $newPassword: String!) {\n  setUserPassword(id: $id, newPassword: $newPassword) {\n    ok\n    token\n  }\n}"): (typeof documents)["mutation SetUserPassword($id: Int!, $newPassword: String!) {\n  setUserPassword(id: $id, newPassword: $newPassword) {\n    ok\n    token\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateUser($id: Int!, $input: UpdateUserInput!) {\n  updateUser(id: $id, input: $input) {\n    ...AdminUserFields\n  }\n}"): (typeof documents)["mutation UpdateUser($id: Int!, $input: UpdateUserInput!) {\n  updateUser(id: $id, input: $input) {\n    ...AdminUserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UsersAdmin {\n  users {\n    ...AdminUserFields\n  }\n}"): (typeof documents)["query UsersAdmin {\n  users {\n    ...AdminUserFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;