// The finance and project dashboards' template data: statements paid or pending,
// transactions completed or pending, issues and tasks by week, expenses and the team.
import { daysFromReference, seededFaker } from './seeded-faker';
import { dailySeries, numbers, WEEK_PERIODS } from './dashboards';
import { personPicture } from './pictures';

export function seedFinance() {
  const faker = seededFaker(123);
  const statement = (status: 'paid' | 'pending', days: number) => ({
    status,
    date: daysFromReference(days),
    limit: 34_500,
    spent: faker.number.float({ min: 5000, max: 30_000, fractionDigits: 2 }),
    minimum: faker.number.float({ min: 100, max: 1000, fractionDigits: 2 }),
  });
  return {
    accountBalance: {
      growRate: faker.number.float({ min: 1, max: 40, fractionDigits: 2 }),
      ami: faker.number.int({ min: 2000, max: 9000 }),
      series: [
        { name: 'Predicted', data: dailySeries(faker, 30, 10_000, 20_000) },
        { name: 'Actual', data: dailySeries(faker, 30, 10_000, 20_000) },
      ],
    },
    budget: {
      expenses: 17_663,
      expensesLimit: 20_000,
      savings: 5600,
      savingsGoal: 24_000,
      bills: 4300,
      billsLimit: 10_000,
    },
    previousStatement: statement('paid', -30),
    currentStatement: statement('pending', 0),
    recentTransactions: Array.from({ length: 5 }, (_, index) => ({
      id: faker.string.uuid(),
      transactionId: faker.string.alphanumeric({ length: 10, casing: 'upper' }),
      name: faker.person.fullName(),
      amount: faker.number.float({ min: -2000, max: 2000, fractionDigits: 2 }),
      status: index % 2 === 0 ? 'completed' : 'pending',
      date: daysFromReference(-index),
    })),
  };
}

export function seedProject() {
  const faker = seededFaker(124);
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  const byWeek = <Value>(make: () => Value) => Object.fromEntries(WEEK_PERIODS.map((period) => [period, make()]));
  const expenses = (count: number) => ({
    amount: faker.number.float({ min: 1000, max: 30_000, fractionDigits: 2 }),
    labels: days.slice(0, count),
    series: [{ name: 'Expenses', data: numbers(faker, count, 1000, 6000) }],
  });
  return {
    githubIssues: {
      overview: byWeek(() => ({
        newIssues: faker.number.int({ min: 10, max: 300 }),
        closedIssues: faker.number.int({ min: 10, max: 300 }),
        fixed: faker.number.int({ min: 5, max: 50 }),
        wontFix: faker.number.int({ min: 0, max: 10 }),
        reOpened: faker.number.int({ min: 0, max: 10 }),
        needsTriage: faker.number.int({ min: 0, max: 10 }),
      })),
      labels: days,
      series: byWeek(() => [
        { name: 'New issues', type: 'line', data: numbers(faker, 7, 10, 50) },
        { name: 'Closed issues', type: 'column', data: numbers(faker, 7, 5, 40) },
      ]),
    },
    taskDistribution: {
      overview: byWeek(() => ({
        new: faker.number.int({ min: 100, max: 700 }),
        completed: faker.number.int({ min: 100, max: 600 }),
      })),
      labels: ['API', 'Backend', 'Frontend', 'Issues'],
      series: byWeek(() => numbers(faker, 4, 5, 40)),
    },
    schedule: {
      today: Array.from({ length: 4 }, () => ({
        title: faker.company.buzzPhrase(),
        time: faker.date.soon({ days: 1 }).toISOString(),
        location: faker.location.city(),
      })),
      tomorrow: Array.from({ length: 3 }, () => ({
        title: faker.company.buzzPhrase(),
        time: faker.date.soon({ days: 2 }).toISOString(),
        location: faker.location.city(),
      })),
    },
    budgetDistribution: {
      categories: ['Concept', 'Design', 'Development', 'Extras', 'Marketing'],
      series: [{ name: 'Budget', data: numbers(faker, 5, 5, 40) }],
    },
    weeklyExpenses: expenses(7),
    monthlyExpenses: expenses(4),
    yearlyExpenses: expenses(7),
    budgetDetails: {
      columns: ['type', 'total', 'expensesAmount', 'expensesPercentage', 'remainingAmount', 'remainingPercentage'],
      rows: ['Concept', 'Design', 'Development'].map((type, id) => {
        const total = faker.number.int({ min: 10_000, max: 50_000 });
        const spent = faker.number.int({ min: 1000, max: total });
        return {
          id: id + 1,
          type,
          total,
          expensesAmount: spent,
          expensesPercentage: Math.round((spent / total) * 1000) / 10,
          remainingAmount: total - spent,
          remainingPercentage: Math.round(((total - spent) / total) * 1000) / 10,
        };
      }),
    },
    teamMembers: Array.from({ length: 8 }, () => {
      const name = faker.person.fullName();
      return {
        id: faker.string.uuid(),
        avatar: personPicture(name),
        name,
        email: faker.internet.email({ firstName: name.split(' ')[0] }).toLowerCase(),
        phone: faker.phone.number(),
        title: faker.person.jobTitle(),
      };
    }),
  };
}
