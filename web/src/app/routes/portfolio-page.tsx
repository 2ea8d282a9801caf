import { useEffect } from 'react';

const skills = {
  Expert: ['HTML5', 'CSS3', 'Tailwind CSS', 'JavaScript (ES2023)', 'TypeScript', 'React'],
  Comfortable: ['Node.js', 'REST APIs', 'TanStack Query', 'React Hook Form', 'Zod', 'Vitest', 'Playwright'],
  Familiar: ['AWS Lambda', 'DynamoDB', 'AWS CDK', 'Firebase Authentication', 'Stripe'],
};

const projects = [
  { name: 'Tools Storefront', summary: 'This shop: a React storefront with customer and admin dashboards on a serverless AWS backend with card payments.' },
  { name: 'Warehouse Tracker', summary: 'Stock levels, reorders and suppliers for a small warehouse, with a role-based dashboard and CSV import.' },
  { name: 'Recipe Planner', summary: 'Weekly meal plans and shopping lists that work offline as a progressive web app.' },
];

/** A static personal CV page. */
export function PortfolioPage() {
  useEffect(() => {
    document.title = 'My Portfolio | Tools Storefront';
  }, []);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <header className="card mb-8 p-6 sm:p-8">
        <h1 className="text-4xl font-bold">Alex Morgan</h1>
        <p className="mt-1 text-lg font-medium text-teal-800">Front-end developer</p>
        <p className="mt-4 text-slate-700">
          I build fast, accessible web apps with React and TypeScript, and I like owning a feature from the API contract to the last pixel. I care about clear
          code, tests that describe behaviour, and interfaces that work for everyone.
        </p>
        <p className="mt-4">
          <span className="font-semibold">Email:</span> alex.morgan@example.com
        </p>
      </header>

      <section aria-labelledby="education-heading" className="mb-8">
        <h2 id="education-heading" className="mb-3 text-2xl font-bold">
          Education
        </h2>
        <div className="card p-5">
          <p className="font-semibold">BSc in Computer Science and Engineering</p>
          <p className="text-slate-700">State University, 2018 – 2022</p>
        </div>
      </section>

      <section aria-labelledby="skills-heading" className="mb-8">
        <h2 id="skills-heading" className="mb-3 text-2xl font-bold">
          Skills
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          {Object.entries(skills).map(([level, items]) => (
            <div key={level} className="card p-5">
              <h3 className="mb-2 font-semibold">{level}</h3>
              <ul className="list-inside list-disc text-slate-800">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="projects-heading">
        <h2 id="projects-heading" className="mb-3 text-2xl font-bold">
          Projects
        </h2>
        <ul className="grid gap-4">
          {projects.map((project) => (
            <li key={project.name} className="card p-5">
              <h3 className="font-semibold">{project.name}</h3>
              <p className="text-slate-700">{project.summary}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
