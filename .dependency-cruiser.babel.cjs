// How dependency-cruiser reads TypeScript (.dependency-cruiser.cjs): Babel strips the types, and a
// type-only import would go with them, so it is first turned into a bare import of the same module.
// A room that may not import another may not borrow its types either.
function keepTypeOnlyImports({ types: t }) {
  const typeOnly = (node) => {
    const kind = node.type === 'ImportDeclaration' ? 'importKind' : 'exportKind'
    const fromAModule = node.type === 'ImportDeclaration' || (node.type === 'ExportNamedDeclaration' && node.source)
    return fromAModule && (node[kind] === 'type' || (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier[kind] === 'type')))
  }
  return {
    visitor: {
      // On entering the program, before the TypeScript preset's own pass removes them.
      Program(path) {
        for (const statement of path.get('body')) {
          if (typeOnly(statement.node)) statement.replaceWith(t.importDeclaration([], t.stringLiteral(statement.node.source.value)))
        }
      },
    },
  }
}

module.exports = {
  babelrc: false,
  configFile: false,
  plugins: [keepTypeOnlyImports],
  presets: [[require.resolve('@babel/preset-typescript'), { onlyRemoveTypeImports: true }]],
}
