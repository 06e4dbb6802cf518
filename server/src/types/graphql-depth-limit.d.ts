declare module 'graphql-depth-limit' {
  import type { ValidationContext, ASTVisitor } from 'graphql';
  export default function depthLimit(
    maxDepth: number,
    options?: { ignore?: Array<string | RegExp | ((name: string) => boolean)> },
    callback?: (depths: Record<string, number>) => void,
  ): (context: ValidationContext) => ASTVisitor;
}
