// GraphQL documents of 'Funcionários', 'Busca de Separadores' and 'Busca de Entregadores' (schema/staff.graphql).
import { graphql } from '../generated';

export const StaffRowFields = graphql(`
  fragment StaffRow_employee on Employee {
    id
    userId
    registration
    name
    email
    cpf
    branch {
      code
      name
    }
    role
    roleLabel
    roles
    available
  }
`);

export const EmployeesQuery = graphql(`
  query Employees($filter: StaffFilter, $page: Int, $pageSize: Int) {
    employees(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      truncated
      items {
        ...StaffRow_employee
      }
    }
  }
`);

export const PickerListQuery = graphql(`
  query PickerList($filter: StaffPersonFilter, $page: Int, $pageSize: Int) {
    pickerList(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      truncated
      items {
        ...StaffRow_employee
      }
    }
  }
`);

export const DeliverymanListQuery = graphql(`
  query DeliverymanList($filter: StaffPersonFilter, $page: Int, $pageSize: Int) {
    deliverymanList(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      truncated
      items {
        ...StaffRow_employee
      }
    }
  }
`);

export const StaffBranchOptionsQuery = graphql(`
  query StaffBranchOptions {
    staffBranchOptions {
      code
      name
    }
  }
`);

export const StaffPayloadFields = graphql(`
  fragment StaffPayloadFields on EmployeePayload {
    message
    errors {
      code
      message
      field
    }
    member {
      ...StaffRow_employee
    }
  }
`);

export const CreateEmployeeMutation = graphql(`
  mutation CreateEmployee($input: EmployeeInput!) {
    createEmployee(input: $input) {
      ...StaffPayloadFields
    }
  }
`);

export const UpdateEmployeeMutation = graphql(`
  mutation UpdateEmployee($id: ID!, $input: EmployeeInput!) {
    updateEmployee(id: $id, input: $input) {
      ...StaffPayloadFields
    }
  }
`);

export const CreatePickerMutation = graphql(`
  mutation CreatePicker($input: EmployeeInput!) {
    createPicker(input: $input) {
      ...StaffPayloadFields
    }
  }
`);

export const UpdatePickerMutation = graphql(`
  mutation UpdatePicker($id: ID!, $input: EmployeeInput!) {
    updatePicker(id: $id, input: $input) {
      ...StaffPayloadFields
    }
  }
`);

export const CreateDeliverymanMutation = graphql(`
  mutation CreateDeliveryman($input: EmployeeInput!) {
    createDeliveryman(input: $input) {
      ...StaffPayloadFields
    }
  }
`);

export const UpdateDeliverymanMutation = graphql(`
  mutation UpdateDeliveryman($id: ID!, $input: EmployeeInput!) {
    updateDeliveryman(id: $id, input: $input) {
      ...StaffPayloadFields
    }
  }
`);
