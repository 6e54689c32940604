import { QueryBuilderDndWithoutProvider } from '@react-querybuilder/dnd';
import type { ReactNode } from 'react';
import * as ReactDnD from 'react-dnd';
import * as ReactDndHtml5Backend from 'react-dnd-html5-backend';
import { TouchBackend } from 'react-dnd-touch-backend';

const dnd = { ...ReactDnD, ...ReactDndHtml5Backend };

/** Touch screens get the touch backend (with mouse events, for hybrid devices); others native drag and drop. */
const prefersTouch = () => typeof window !== 'undefined' && window.matchMedia('(pointer: coarse)').matches;

/** Drag and drop for the builder, loaded only once the reader turns the option on. */
export default function DragAndDrop({ children }: { readonly children: ReactNode }): ReactNode {
  const builder = <QueryBuilderDndWithoutProvider dnd={dnd}>{children}</QueryBuilderDndWithoutProvider>;
  return prefersTouch() ? (
    <ReactDnD.DndProvider backend={TouchBackend} options={{ enableMouseEvents: true }}>
      {builder}
    </ReactDnD.DndProvider>
  ) : (
    <ReactDnD.DndProvider backend={ReactDndHtml5Backend.HTML5Backend}>{builder}</ReactDnD.DndProvider>
  );
}
