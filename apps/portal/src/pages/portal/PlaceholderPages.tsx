import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { NotAvailableYet, PageTitle } from '../PageTitle';

/** Pages later issues fill: each shows its title and says plainly that it is not there yet. */
function Placeholder({ title, what }: { title: string; what: string }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <NotAvailableYet what={what} />
    </>
  );
}

export const ContributionsPage = () => (
  <Placeholder title="Contributions" what="The contribution list is" />
);
export const NewContributionPage = () => (
  <Placeholder title="New Contribution" what="Adding contributions is" />
);
export const ContributionDetailPage = () => {
  const { id } = useParams();
  return <Placeholder title={`Contribution #${id}`} what="Contribution details are" />;
};
export const ExpensesPage = () => <Placeholder title="Expenses" what="The expense list is" />;
export const NewExpensePage = () => <Placeholder title="New Expense" what="Adding expenses is" />;
export const ExpenseDetailPage = () => {
  const { id } = useParams();
  return <Placeholder title={`Expense #${id}`} what="Expense details are" />;
};
export const CampaignsPage = () => <Placeholder title="Campaigns" what="The campaign list is" />;
export const NotFoundPage = () => (
  <>
    <PageTitle>Page not found</PageTitle>
    <Text c="dimmed">There is no page at this address.</Text>
  </>
);
