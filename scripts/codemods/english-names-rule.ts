// The lint rule of docs/naming.md: a name a programmer declares holds no Spanish word of the glossary.
// Property keys and fields destructured by their own name (`const { placa } = body`) are the
// contract's and are not checked; scripts/codemods/one-word.ts renames what this rule rejects.
import type { Rule } from 'eslint';
import { spanishWordsIn, translateName } from './words.ts';

/** The few ESTree and typescript-eslint node shapes the rule reads. */
interface SyntaxNode {
  type: string;
  name?: string;
  id?: SyntaxNode | null;
  key?: SyntaxNode;
  value?: SyntaxNode;
  left?: SyntaxNode;
  argument?: SyntaxNode;
  local?: SyntaxNode;
  imported?: SyntaxNode;
  param?: SyntaxNode | null;
  params?: SyntaxNode[];
  elements?: (SyntaxNode | null)[];
  properties?: SyntaxNode[];
  shorthand?: boolean;
}

/** Nodes whose `params` declare parameters: functions and the signatures of types and interfaces. */
const WITH_PARAMETERS = [
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'TSDeclareFunction',
  'TSEmptyBodyFunctionExpression',
  'TSMethodSignature',
  'TSFunctionType',
  'TSConstructorType',
  'TSCallSignatureDeclaration',
  'TSConstructSignatureDeclaration',
];

/** Nodes whose `id` is a declared name. */
const WITH_NAME = [
  'FunctionDeclaration',
  'FunctionExpression',
  'ClassDeclaration',
  'ClassExpression',
  'TSInterfaceDeclaration',
  'TSTypeAliasDeclaration',
  'TSEnumDeclaration',
];

export const englishNames: Rule.RuleModule = {
  meta: {
    type: 'suggestion',
    docs: {
      description: 'Names a programmer chooses are English; the contract’s Spanish words stay in property keys.',
    },
    schema: [],
    messages: {
      spanish:
        "'{{name}}' holds the contract's Spanish word '{{word}}': name it '{{english}}' (docs/naming.md; `node scripts/codemods/one-word.ts` renames it everywhere). A contract field keeps its key: `{ placa: plate }`.",
    },
  },
  create(context) {
    const check = (node: SyntaxNode | null | undefined): void => {
      if (node?.type !== 'Identifier' || node.name === undefined) return;
      const [word] = spanishWordsIn(node.name);
      if (word === undefined) return;
      context.report({
        node: node as Rule.Node,
        messageId: 'spanish',
        data: { name: node.name, word, english: translateName(node.name) },
      });
    };
    /** A declared pattern: its names, but not the fields destructured by their own name. */
    const checkPattern = (node: SyntaxNode | null | undefined): void => {
      if (!node) return;
      if (node.type === 'Identifier') check(node);
      else if (node.type === 'AssignmentPattern') checkPattern(node.left);
      else if (node.type === 'RestElement') checkPattern(node.argument);
      else if (node.type === 'ArrayPattern') node.elements?.forEach(checkPattern);
      else if (node.type === 'ObjectPattern')
        for (const property of node.properties ?? []) {
          if (property.type === 'RestElement') checkPattern(property.argument);
          else if (!property.shorthand) checkPattern(property.value);
        }
      // a TSParameterProperty (`constructor(readonly errores: …)`) declares a property: not checked
    };
    const listener: Rule.RuleListener = {
      VariableDeclarator: (node) => checkPattern(node.id as SyntaxNode),
      CatchClause: (node) => checkPattern(node.param as SyntaxNode | null),
      TSTypeParameter: (node: SyntaxNode) => check(node.name as unknown as SyntaxNode),
      ImportDefaultSpecifier: (node) => check(node.local as SyntaxNode),
      ImportNamespaceSpecifier: (node) => check(node.local as SyntaxNode),
      ImportSpecifier: (node) => {
        const { local, imported } = node as SyntaxNode;
        if (local?.name !== imported?.name) check(local);
      },
    };
    for (const type of WITH_NAME) {
      const previous = listener[type] as ((node: SyntaxNode) => void) | undefined;
      listener[type] = (node: SyntaxNode) => {
        previous?.(node);
        check(node.id);
      };
    }
    for (const type of WITH_PARAMETERS) {
      const previous = listener[type] as ((node: SyntaxNode) => void) | undefined;
      listener[type] = (node: SyntaxNode) => {
        previous?.(node);
        node.params?.forEach(checkPattern);
      };
    }
    return listener;
  },
};

export default { rules: { 'english-names': englishNames } };
