import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../components/query-state';
import { useAuth } from '../../lib/auth/use-auth';
import { profileQueryOptions } from '../../features/profile/api/profile-queries';
import { useUpdateProfile } from '../../features/profile/api/use-update-profile';
import { ProfileDetails } from '../../features/profile/components/profile-details';
import { ProfileForm } from '../../features/profile/components/profile-form';
import { signedInLoader } from '../route-loaders';

export const loader = signedInLoader((queryClient, email) => queryClient.ensureQueryData(profileQueryOptions(email)));

/** /dashboard/myprofile: the profile (empty fields read 'not set yet') and its edit form. */
export function MyProfilePage() {
  const { user } = useAuth();
  if (!user) return null; // the route is behind RequireAuth
  return <MyProfile name={user.name} email={user.email} />;
}

function MyProfile({ name, email }: { name: string; email: string }) {
  const profileQuery = useQuery(profileQueryOptions(email));
  const update = useUpdateProfile(email);

  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-xl font-semibold text-slate-900">My Profile</h2>
      <QueryState query={profileQuery} loadingLabel="Loading your profile">
        {(profile) => (
          <>
            <section aria-labelledby="profile-details-heading" className="card p-4 sm:p-6">
              <h3 id="profile-details-heading" className="mb-4 text-lg font-semibold text-slate-900">
                Your information
              </h3>
              <ProfileDetails name={name} email={email} profile={profile} />
            </section>
            <section aria-labelledby="profile-form-heading" className="card p-4 sm:p-6">
              <h3 id="profile-form-heading" className="mb-4 text-lg font-semibold text-slate-900">
                Update your information
              </h3>
              <ProfileForm name={name} email={email} current={profile} submitting={update.isPending} onSubmit={(values) => update.mutate(values)} />
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}
