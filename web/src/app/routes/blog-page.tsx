import { useEffect } from 'react';
import { blogEntries } from '../../features/blog/blog-entries';

export function BlogPage() {
  useEffect(() => {
    document.title = 'Blog | Tools Storefront';
  }, []);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="mb-6 text-center text-4xl font-bold">Blog</h1>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">Questions and answers about front-end development</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="p-3">
                <span className="sr-only">Number</span>
                <span aria-hidden="true">#</span>
              </th>
              <th scope="col" className="p-3">
                Question
              </th>
              <th scope="col" className="p-3">
                Answer
              </th>
            </tr>
          </thead>
          <tbody>
            {blogEntries.map((entry, index) => (
              <tr key={entry.question} className="border-t border-slate-200 align-top">
                <td className="p-3 font-semibold">{index + 1}</td>
                <th scope="row" className="min-w-40 p-3 font-semibold">
                  {entry.question}
                </th>
                <td className="p-3 text-slate-800">{entry.answer}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
