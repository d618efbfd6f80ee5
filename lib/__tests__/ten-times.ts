/** Each item `times` over, each copy with its own slug, as a site ten times today's would have. */
export function many<T extends { slug: string }>(
  list: readonly T[],
  times: number,
  path?: string,
): T[] {
  return Array.from({ length: times }, (_, copy) =>
    list.map((item) =>
      copy === 0
        ? item
        : {
            ...item,
            slug: `${item.slug}-${copy + 1}`,
            ...(path ? { [path]: `${String(item[path as keyof T])}-${copy + 1}` } : {}),
          },
    ),
  ).flat();
}
