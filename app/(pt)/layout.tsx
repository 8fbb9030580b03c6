import { RootDocument } from '@/components/layout/root-document';

export default function PortugueseLayout({ children }: { children: React.ReactNode }) {
  return <RootDocument locale="pt">{children}</RootDocument>;
}
