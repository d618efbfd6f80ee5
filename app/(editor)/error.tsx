"use client";

import type { ComponentProps } from "react";
import { EditorMain } from "@/components/admin/shell/editor-main";
import { ErrorView } from "@/components/layout/error-view.client";

export default function EditorError(props: ComponentProps<typeof ErrorView>) {
  return (
    <EditorMain>
      <ErrorView {...props} />
    </EditorMain>
  );
}
