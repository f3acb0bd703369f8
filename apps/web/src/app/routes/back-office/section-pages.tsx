import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import type { BackOfficeSection } from './back-office';
import classes from './back-office.module.css';

/** One back-office page before it has rows: its heading and an empty state. */
export function SectionPage({ section, areaLabel }: { section: BackOfficeSection; areaLabel: string }) {
  const Icon = section.icon;
  return (
    <>
      <PageHeader title={section.label} eyebrow={areaLabel}>
        {section.description}
      </PageHeader>
      <EmptyState icon={<Icon size={32} aria-hidden />} title={section.emptyTitle} />
    </>
  );
}

type DashboardProps = {
  title: string;
  areaLabel: string;
  intro: string;
  sections: readonly BackOfficeSection[];
  locked?: boolean;
  /** Shown between the heading and the section cards. */
  summary?: ReactNode;
};

/** The landing page of a back-office area: one card per section. */
export function Dashboard({ title, areaLabel, intro, sections, locked, summary }: DashboardProps) {
  return (
    <>
      <PageHeader title={title} eyebrow={areaLabel}>
        {intro}
      </PageHeader>
      {summary}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {sections.map(({ path, label, icon: Icon, description }) => {
          const card = (
            <Paper withBorder radius="lg" p="lg" h="100%" className={locked ? undefined : classes.card}>
              <ThemeIcon size={42} radius="md" variant="light" color={locked ? 'gray' : 'leaf'}>
                <Icon size={22} aria-hidden />
              </ThemeIcon>
              <Title order={2} size="h4" mt="sm" mb={4}>
                {label}
              </Title>
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            </Paper>
          );
          return locked ? (
            <div key={path}>{card}</div>
          ) : (
            <Link key={path} to={path} style={{ textDecoration: 'none', color: 'inherit' }}>
              {card}
            </Link>
          );
        })}
      </SimpleGrid>
    </>
  );
}
