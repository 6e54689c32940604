import type { IndexedPage, IndexSidebarItem } from './versionIndex';

/** The parts of a loaded docs version (plugin-content-docs' LoadedVersion) the indexes read. */
export interface LoadedDocsVersion {
  readonly versionName: string;
  readonly label: string;
  readonly path: string;
  readonly isLast: boolean;
  readonly docs: readonly {
    readonly id: string;
    readonly title: string;
    readonly description: string;
    readonly permalink: string;
    readonly unlisted?: boolean;
  }[];
  readonly sidebars: Record<string, readonly SidebarItem[]>;
}

type SidebarItem =
  | { readonly type: 'doc' | 'ref'; readonly id: string }
  | { readonly type: 'link' | 'html' }
  | {
      readonly type: 'category';
      readonly label: string;
      readonly items: readonly SidebarItem[];
      readonly link?:
        | { readonly type: 'doc'; readonly id: string }
        | {
            readonly type: 'generated-index';
            readonly permalink: string;
            readonly title?: string;
            readonly description?: string;
          };
    };

/** Every listed page of a version (its docs and its categories' generated index pages) and its sidebars. */
export function versionPages(version: LoadedDocsVersion): { pages: IndexedPage[]; sidebar: IndexSidebarItem[] } {
  const docsById = new Map(version.docs.filter((doc) => !doc.unlisted).map((doc) => [doc.id, doc]));
  const pages: IndexedPage[] = [...docsById.values()].map((doc) => ({
    permalink: doc.permalink,
    title: doc.title,
    description: doc.description,
  }));
  const convert = (items: readonly SidebarItem[]): IndexSidebarItem[] =>
    items.flatMap((item): IndexSidebarItem[] => {
      if (item.type === 'doc' || item.type === 'ref') {
        const doc = docsById.get(item.id);
        return doc ? [{ type: 'page', permalink: doc.permalink }] : [];
      }
      if (item.type !== 'category') return [];
      const head: IndexSidebarItem[] = [];
      if (item.link?.type === 'doc') {
        const doc = docsById.get(item.link.id);
        if (doc) head.push({ type: 'page', permalink: doc.permalink });
      } else if (item.link?.type === 'generated-index') {
        pages.push({
          permalink: item.link.permalink,
          title: item.link.title ?? item.label,
          description: item.link.description,
        });
        head.push({ type: 'page', permalink: item.link.permalink });
      }
      return [{ type: 'category', label: item.label, items: [...head, ...convert(item.items)] }];
    });
  const sidebar = Object.values(version.sidebars).flatMap((items) => convert(items));
  return { pages, sidebar };
}
